import type {
  CreditAdjustmentBody,
  CreditAllowances,
  MemberCredits,
  MemberCreditsDetail,
  MemberCreditsPage,
  Role,
} from '@blivion/shared';
import { ROLES } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../auth/member.js';
import { decodeCursor, pageOf } from '../../http/keyset-cursor.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit } from '../audit/index.js';
import type { MemberCreditsRow } from './admin-credits.repository.js';
import { findMemberCredits, listMemberCredits } from './admin-credits.repository.js';
import { listAllowances, setAllowance } from './allowances.repository.js';
import { creditMonth, spentIn } from './credit-month.js';
import { changeBalance } from './ledger.js';

function memberCreditsOf(row: NonNullable<MemberCreditsRow>, month: string): MemberCredits {
  const balanceRow = row.month === null ? undefined : { month: row.month, month_spent: row.month_spent ?? 0 };
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    balance: row.balance ?? 0,
    held: row.held ?? 0,
    spentThisMonth: spentIn(month, balanceRow),
    monthlyCap: row.monthly_cap ?? null,
  };
}

/** Usage per member: every member's balance and this month's spending, by name. */
export async function memberCreditsPage(
  app: FastifyInstance,
  query: { cursor?: string; limit: number; q?: string },
): Promise<MemberCreditsPage> {
  const month = creditMonth(app.clock.now());
  const after = decodeCursor(query.cursor, ['string', 'string'] as const);
  const rows = await listMemberCredits(
    app.database.db,
    query.q || undefined,
    after ? { name: after[0], id: after[1] } : null,
    query.limit + 1,
  );
  const page = pageOf(rows, query.limit, (row) => [row.sort_name, row.id]);
  return { items: page.items.map((row) => memberCreditsOf(row, month)), nextCursor: page.nextCursor, month };
}

export async function memberCreditsDetail(app: FastifyInstance, userId: string): Promise<MemberCreditsDetail> {
  const month = creditMonth(app.clock.now());
  const row = await findMemberCredits(app.database.db, userId);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return { member: memberCreditsOf(row, month), month };
}

/** An administrator grants or removes credits with a reason: the balance, the ledger and the audit log together. */
export async function adjustCredits(
  app: FastifyInstance,
  actor: Member,
  userId: string,
  body: CreditAdjustmentBody,
): Promise<MemberCreditsDetail> {
  const target = await findMemberCredits(app.database.db, userId);
  if (!target) throw new AppError('USER_NOT_FOUND');
  const at = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    const { balanceAfter } = await changeBalance(trx, {
      userId,
      kind: body.kind,
      amount: body.amount,
      reason: body.reason,
      actor: { id: actor.id, name: actor.name },
      at,
    });
    await recordAudit(trx, {
      actor,
      action: body.kind === 'grant' ? 'aiCredits.grant' : 'aiCredits.removal',
      target: { id: target.id, email: target.email },
      details: { amount: body.amount, reason: body.reason, balanceAfter },
      at,
    });
  });
  return memberCreditsDetail(app, userId);
}

export async function allowances(app: FastifyInstance): Promise<CreditAllowances> {
  const rows = await listAllowances(app.database.db);
  const byRole = new Map(rows.map((row) => [row.role, row.monthly_credits]));
  return { items: ROLES.map((role) => ({ role, monthlyCredits: byRole.get(role) ?? 0 })) };
}

/** The monthly allowance of one role; members who already got this month's keep it as it was. */
export async function changeAllowance(
  app: FastifyInstance,
  actor: Member,
  role: Role,
  monthlyCredits: number,
): Promise<CreditAllowances> {
  const at = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    await setAllowance(trx, role, monthlyCredits, at);
    await recordAudit(trx, { actor, action: 'aiCredits.allowance', details: { role, monthlyCredits }, at });
  });
  return allowances(app);
}
