import type { Permissions, Role } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { allowanceClaimed } from './allowances.repository.js';
import { grantMonthlyAllowance } from './allowance.js';
import { creditMonth } from './credit-month.js';

/**
 * Members whose allowance for the month this instance has seen claimed (a claim is never undone).
 * Only a claim is remembered: a member to whom nothing was due is asked again, so an allowance set
 * later in the month reaches them on whichever instance answers.
 */
const seenClaimed = new WeakMap<FastifyInstance, { month: string; members: Set<string> }>();

/**
 * Grants this month's allowance to a member with AI lab access if it is due: nothing when this
 * instance has seen it claimed, a read when it was already claimed, else the claim and the grant
 * in one transaction (allowance.ts).
 */
export async function ensureMonthlyAllowance(
  app: FastifyInstance,
  member: { id: string; role: Role; permissions: Permissions },
): Promise<void> {
  if (!member.permissions.aiLab) return;
  const at = app.clock.now();
  const month = creditMonth(at);
  let seen = seenClaimed.get(app);
  if (seen?.month !== month) seenClaimed.set(app, (seen = { month, members: new Set() }));
  if (seen.members.has(member.id)) return;
  const claimed =
    (await allowanceClaimed(app.database.db, member.id, month)) ||
    (await app.database.db.transaction().execute((trx) => grantMonthlyAllowance(trx, member, month, at)));
  if (claimed) seen.members.add(member.id);
}
