import type { Permissions, Role } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { allowanceClaimed } from './allowances.repository.js';
import { grantMonthlyAllowance } from './allowance.js';
import { creditMonth } from './credit-month.js';

/**
 * Grants this month's allowance to a member with AI lab access if it is due: a read when it was
 * already claimed (the usual case), else the claim and the grant in one transaction (allowance.ts).
 */
export async function ensureMonthlyAllowance(
  app: FastifyInstance,
  member: { id: string; role: Role; permissions: Permissions },
): Promise<void> {
  if (!member.permissions.aiLab) return;
  const at = app.clock.now();
  const month = creditMonth(at);
  if (await allowanceClaimed(app.database.db, member.id, month)) return;
  await app.database.db
    .transaction()
    .execute((trx) => grantMonthlyAllowance(trx, app.database.kind, member, month, at));
}
