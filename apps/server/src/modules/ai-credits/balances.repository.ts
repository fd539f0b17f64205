import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CreditEntryKindColumn } from './ai-credits.tables.js';

type Db = Kysely<Database>;

export interface BalanceRow {
  user_id: string;
  balance: number;
  held: number;
  monthly_cap: number | null;
  month: string;
  month_spent: number;
}

const BALANCE_COLUMNS = ['user_id', 'balance', 'held', 'monthly_cap', 'month', 'month_spent'] as const;

/** Makes the member's balance row (zero) if there is none yet. */
export async function ensureBalanceRow(db: Db, userId: string): Promise<void> {
  await db
    .insertInto('ai_credit_balances')
    .values({ user_id: userId, monthly_cap: null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export function findBalance(db: Db, userId: string): Promise<BalanceRow | undefined> {
  return db.selectFrom('ai_credit_balances').select(BALANCE_COLUMNS).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * The balance row, locked until the transaction ends: FOR UPDATE on PostgreSQL; on SQLite the
 * transaction already wrote (the one writer holds the database), so a plain read is as good.
 */
export function lockBalance(db: Db, kind: DatabaseKind, userId: string): Promise<BalanceRow | undefined> {
  const query = db.selectFrom('ai_credit_balances').select(BALANCE_COLUMNS).where('user_id', '=', userId);
  return (kind === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * The balance row, made (zero) if there is none and locked until the transaction ends, in one
 * statement: an upsert that changes nothing takes the row's lock on PostgreSQL as FOR UPDATE
 * does, and returns the row either way (ensureBalanceRow then lockBalance, one round trip less).
 */
export function lockOrCreateBalance(db: Db, userId: string): Promise<BalanceRow> {
  return db
    .insertInto('ai_credit_balances')
    .values({ user_id: userId, monthly_cap: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ user_id: (eb) => eb.ref('excluded.user_id') }))
    .returning(BALANCE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Holds `amount` more if the balance minus what is already held covers it and the member's cap
 * allows it (this month's spending, plus what is held, plus the amount). One conditional UPDATE:
 * PostgreSQL re-checks the condition on the row a concurrent reservation has just changed, and
 * SQLite runs one writer at a time, so parallel reservations never hold more than the balance.
 */
export async function holdIfAvailable(db: Db, userId: string, amount: number, month: string, at: Date) {
  const result = await db
    .updateTable('ai_credit_balances')
    .set({ held: sql`held + ${amount}`, updated_at: at })
    .where('user_id', '=', userId)
    .where(sql<boolean>`balance - held >= ${amount}`)
    .where(
      sql<boolean>`(monthly_cap is null or (case when month = ${month} then month_spent else 0 end) + held + ${amount} <= monthly_cap)`,
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives back `amount` held credits (a released or expired hold). */
export async function unhold(db: Db, userId: string, amount: number, at: Date): Promise<void> {
  await db
    .updateTable('ai_credit_balances')
    .set({ held: sql`held - ${amount}`, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Adds `amount` credits (> 0) to the member's balance in one statement, making the row if there is
 * none, unless the balance would pass `max`. Returns the balance after, or undefined when nothing
 * was added (the limit). PostgreSQL runs the update on the row's latest version under its lock, so
 * concurrent grants add up; SQLite has one writer.
 */
export async function addToBalanceWithin(
  db: Db,
  change: { userId: string; amount: number; max: number; at: Date },
): Promise<number | undefined> {
  if (change.amount > change.max) return undefined;
  const row = await db
    .insertInto('ai_credit_balances')
    .values({ user_id: change.userId, monthly_cap: null, balance: change.amount, updated_at: change.at })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ balance: sql`ai_credit_balances.balance + ${change.amount}`, updated_at: change.at })
        .where(sql<boolean>`ai_credit_balances.balance + ${change.amount} <= ${change.max}`),
    )
    .returning('balance')
    .executeTakeFirst();
  return row?.balance;
}

/** Writes a locked row's new figures. */
export async function writeBalance(
  db: Db,
  row: Pick<BalanceRow, 'user_id' | 'balance' | 'held' | 'month' | 'month_spent'>,
  at: Date,
): Promise<void> {
  await db
    .updateTable('ai_credit_balances')
    .set({ balance: row.balance, held: row.held, month: row.month, month_spent: row.month_spent, updated_at: at })
    .where('user_id', '=', row.user_id)
    .execute();
}

export async function setMonthlyCap(db: Db, userId: string, cap: number | null, at: Date): Promise<void> {
  await db
    .insertInto('ai_credit_balances')
    .values({ user_id: userId, monthly_cap: cap, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ monthly_cap: cap, updated_at: at }))
    .execute();
}

export interface NewLedgerEntry {
  userId: string;
  kind: CreditEntryKindColumn;
  amount: number;
  balanceAfter: number;
  reason?: string | null;
  actor?: { id: string; name: string } | null;
  modelName?: string | null;
  inputTokens?: number | null;
  outputTokens?: number | null;
  conversationId?: number | null;
  holdId?: number | null;
  at: Date;
}

export async function insertLedgerEntry(db: Db, entry: NewLedgerEntry): Promise<void> {
  await db
    .insertInto('ai_credit_ledger')
    .values({
      user_id: entry.userId,
      kind: entry.kind,
      amount: entry.amount,
      balance_after: entry.balanceAfter,
      reason: entry.reason ?? null,
      actor_id: entry.actor?.id ?? null,
      actor_name: entry.actor?.name ?? null,
      model_name: entry.modelName ?? null,
      input_tokens: entry.inputTokens ?? null,
      output_tokens: entry.outputTokens ?? null,
      conversation_id: entry.conversationId ?? null,
      hold_id: entry.holdId ?? null,
      created_at: entry.at,
    })
    .execute();
}

/** One member's ledger, newest first, after the cursor's id. */
export function listLedger(db: Db, userId: string, beforeId: number | null, limit: number) {
  let query = db
    .selectFrom('ai_credit_ledger')
    .select([
      'id',
      'kind',
      'amount',
      'balance_after',
      'reason',
      'actor_name',
      'model_name',
      'input_tokens',
      'output_tokens',
      'conversation_id',
      'created_at',
    ])
    .where('user_id', '=', userId);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
