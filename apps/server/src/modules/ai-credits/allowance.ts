import type { Role } from '@blivion/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { allowanceOf, claimAllowance } from './allowances.repository.js';
import { changeBalance } from './ledger.js';

/**
 * Grants the member's monthly allowance (their role's) if this month's is not yet granted, inside
 * the caller's transaction: the claim row (member, month) and the credits go in together, so the
 * allowance is given once per member and month, whatever the number of requests or instances.
 * A role without allowance claims nothing, so an allowance set later in the month still arrives.
 * Returns whether the month's allowance is claimed now (by this call or an earlier one): false when
 * nothing was due, which a later allowance may change.
 */
export async function grantMonthlyAllowance(
  trx: Kysely<Database>,
  member: { id: string; role: Role },
  month: string,
  at: Date,
): Promise<boolean> {
  const credits = await allowanceOf(trx, member.role);
  if (credits <= 0) return false;
  // A concurrent request's claim won: claimed all the same.
  if (!(await claimAllowance(trx, member.id, month, credits, at))) return true;
  await changeBalance(trx, { userId: member.id, kind: 'allowance', amount: credits, at });
  return true;
}
