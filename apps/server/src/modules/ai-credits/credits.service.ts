import type { CreditEntriesPage, CreditEntry, CreditsSummary, Role } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../auth/member.js';
import { toIso } from '../../db/schema.js';
import { decodeCursor, pageOf } from '../../http/keyset-cursor.js';
import { allowanceClaimed, allowanceOf } from './allowances.repository.js';
import { findBalance, listLedger, setMonthlyCap } from './balances.repository.js';
import { creditMonth, spentIn } from './credit-month.js';
import { ensureMonthlyAllowance } from './credits-allowance.service.js';

type LedgerRow = Awaited<ReturnType<typeof listLedger>>[number];

function entryOf(row: LedgerRow): CreditEntry {
  return {
    id: String(row.id),
    kind: row.kind,
    amount: row.amount,
    balanceAfter: row.balance_after,
    reason: row.reason,
    actorName: row.actor_name,
    modelName: row.model_name,
    inputTokens: row.input_tokens,
    outputTokens: row.output_tokens,
    conversationId: row.conversation_id === null ? null : String(row.conversation_id),
    createdAt: toIso(row.created_at),
  };
}

/** A member's figures for the month of `at`, read without granting anything. */
export async function balanceFigures(app: FastifyInstance, userId: string, role: Role, at: Date) {
  const month = creditMonth(at);
  const db = app.database.db;
  const [row, monthlyCredits, granted] = await Promise.all([
    findBalance(db, userId),
    allowanceOf(db, role),
    allowanceClaimed(db, userId, month),
  ]);
  const balance = row?.balance ?? 0;
  const held = row?.held ?? 0;
  return {
    month,
    balance,
    held,
    available: balance - held,
    spentThisMonth: spentIn(month, row),
    monthlyCap: row?.monthly_cap ?? null,
    allowance: { monthlyCredits, grantedThisMonth: granted },
  };
}

/** GET /api/ai/credits: grants this month's allowance if due, then the member's figures. */
export async function creditsSummary(app: FastifyInstance, member: Member): Promise<CreditsSummary> {
  await ensureMonthlyAllowance(app, member);
  return balanceFigures(app, member.id, member.role, app.clock.now());
}

/** A member's ledger, newest first, keyset on the id. */
export async function creditHistory(
  app: FastifyInstance,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<CreditEntriesPage> {
  const after = decodeCursor(query.cursor, ['integer'] as const);
  const rows = await listLedger(app.database.db, userId, after ? after[0] : null, query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => [row.id]);
  return { items: page.items.map(entryOf), nextCursor: page.nextCursor };
}

/** PUT /api/ai/credits/cap: the member's own monthly spending cap (null removes it). */
export async function setCap(app: FastifyInstance, member: Member, monthlyCap: number | null): Promise<CreditsSummary> {
  await setMonthlyCap(app.database.db, member.id, monthlyCap, app.clock.now());
  return creditsSummary(app, member);
}
