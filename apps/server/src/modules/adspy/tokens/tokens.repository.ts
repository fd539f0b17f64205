import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

export type TokenRow = Awaited<ReturnType<typeof listTokens>>[number];

/**
 * Serializes, until the transaction ends, the adding of tokens (the check for one already stored,
 * then the insert). PostgreSQL: a transaction-level advisory lock; SQLite runs one write
 * transaction at a time already.
 */
export async function lockTokenAdding(db: Db, kind: DatabaseKind): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext('adspy:tokens'))`.execute(db);
}

/** Every token, in the order 'Alternar Token' cycles through them. */
export function listTokens(db: Db) {
  return db.selectFrom('adspy_tokens').selectAll().orderBy('id').execute();
}

export async function countTokens(db: Db): Promise<number> {
  const row = await db
    .selectFrom('adspy_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertToken(db: Db, values: { sealed: string; last4: string; createdBy: string; at: Date }) {
  const row = await db
    .insertInto('adspy_tokens')
    .values({ sealed: values.sealed, last4: values.last4, created_by: values.createdBy, created_at: values.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteToken(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('adspy_tokens').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Marks a usable token dead; false when it was dead already (so admins are told once). */
export async function markTokenDead(db: Db, id: number, reason: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('adspy_tokens')
    .set({ dead_reason: reason, dead_at: at })
    .where('id', '=', id)
    .where('dead_reason', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function restToken(db: Db, id: number, until: Date): Promise<void> {
  await db.updateTable('adspy_tokens').set({ resting_until: until }).where('id', '=', id).execute();
}

export async function recordTokenUse(db: Db, id: number, usagePercent: number | null, at: Date): Promise<void> {
  await db
    .updateTable('adspy_tokens')
    .set({ last_used_at: at, ...(usagePercent !== null ? { usage_percent: usagePercent } : {}) })
    .where('id', '=', id)
    .execute();
}

export async function readSetting(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('adspy_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('adspy_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Writes a setting only when it is absent; true for the caller that wrote it (a once-only step). */
export async function claimSetting(db: Db, key: string, value: string): Promise<boolean> {
  const result = await db
    .insertInto('adspy_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
