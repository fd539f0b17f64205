import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** From `fromCount` attempts on, the account waits until `until`; listed from the largest count down. */
export interface DelayStep {
  fromCount: number;
  until: Date;
}

/** A moment bound in a CASE: PostgreSQL cannot infer a parameter's type there, SQLite stores ISO text. */
function moment(kind: DatabaseKind, at: Date): RawBuilder<unknown> {
  return kind === 'postgres' ? sql`cast(${at} as timestamptz)` : sql`${at}`;
}

/**
 * Counts a sign-in attempt on the key, unless the account is waiting: one conditional upsert, so
 * attempts sent at once are counted one by one (PostgreSQL locks the row; SQLite runs one write at
 * a time). A row past its expiry starts again at 1. The wait the new count earns is written with it.
 * Returns the new count, or null when the account is waiting (nothing counted).
 */
export async function countSignInAttempt(
  db: Db,
  kind: DatabaseKind,
  attempt: { key: string; now: Date; expiresAt: Date; steps: readonly DelayStep[] },
): Promise<number | null> {
  const { key, now, expiresAt, steps } = attempt;
  const expired = sql<boolean>`account_limits.expires_at <= ${now}`;
  const newCount = sql<number>`(case when ${expired} then 1 else account_limits.count + 1 end)`;
  const wait = (count: RawBuilder<number> | number) =>
    sql<Date | null>`(case ${sql.join(
      steps.map((step) => sql`when ${count} >= ${step.fromCount} then ${moment(kind, step.until)}`),
      sql` `,
    )} else null end)`;
  const row = await db
    .insertInto('account_limits')
    .values({
      key,
      kind: 'sign-in',
      count: 1,
      window_started_at: now,
      last_at: now,
      blocked_until: steps.find((step) => step.fromCount <= 1)?.until ?? null,
      expires_at: expiresAt,
    })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: newCount,
          window_started_at: sql`(case when ${expired} then ${moment(kind, now)} else account_limits.window_started_at end)`,
          last_at: now,
          blocked_until: wait(newCount),
          expires_at: expiresAt,
        })
        .where((eb) =>
          eb.or([
            eb('account_limits.blocked_until', 'is', null),
            eb('account_limits.blocked_until', '<=', now),
            eb('account_limits.expires_at', '<=', now),
          ]),
        ),
    )
    .returning('count')
    .executeTakeFirst();
  return row ? Number(row.count) : null;
}

/** Until when the key's account waits, if it does. */
export async function blockedUntil(db: Db, key: string) {
  const row = await db.selectFrom('account_limits').select('blocked_until').where('key', '=', key).executeTakeFirst();
  return row?.blocked_until ?? null;
}

/** Forgets the key (a successful sign-in). */
export async function forgetKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('account_limits').where('key', '=', key).execute();
}

/**
 * Takes a slot to send one reset e-mail to the key's address: refused while the last one is more
 * recent than `notAfter` or the window already holds `perWindow`. A row past its expiry opens a
 * new window ending at `windowEnd`. One conditional upsert, like the sign-in count. True if taken.
 */
export async function takeEmailSlot(
  db: Db,
  kind: DatabaseKind,
  slot: { key: string; now: Date; notAfter: Date; perWindow: number; windowEnd: Date },
): Promise<boolean> {
  const { key, now, notAfter, perWindow, windowEnd } = slot;
  const expired = sql<boolean>`account_limits.expires_at <= ${now}`;
  const result = await db
    .insertInto('account_limits')
    .values({
      key,
      kind: 'password-reset',
      count: 1,
      window_started_at: now,
      last_at: now,
      blocked_until: null,
      expires_at: windowEnd,
    })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql`(case when ${expired} then 1 else account_limits.count + 1 end)`,
          window_started_at: sql`(case when ${expired} then ${moment(kind, now)} else account_limits.window_started_at end)`,
          last_at: now,
          expires_at: sql`(case when ${expired} then ${moment(kind, windowEnd)} else account_limits.expires_at end)`,
        })
        .where((eb) =>
          eb.or([
            eb('account_limits.expires_at', '<=', now),
            eb.and([eb('account_limits.last_at', '<=', notAfter), eb('account_limits.count', '<', perWindow)]),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Deletes the rows past their expiry; returns how many. */
export async function deleteExpired(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('account_limits').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
