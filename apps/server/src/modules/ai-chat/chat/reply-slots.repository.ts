import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface SlotClaim {
  userId: string;
  claim: string;
  now: Date;
  busyUntil: Date;
  /** Sends before this instant belong to an earlier window. */
  windowAfter: Date;
  maxSends: number;
}

/**
 * Takes the member's reply slot in one statement, so parallel sends from any instance get one
 * winner: free (or expired) and under the send rate. The row is made on first use.
 */
export async function claimSlot(db: Db, c: SlotClaim): Promise<boolean> {
  await db
    .insertInto('ai_reply_slots')
    .values({ user_id: c.userId, busy_until: null, claim: null, window_started_at: null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const inWindow = sql<boolean>`(window_started_at is not null and window_started_at > ${c.windowAfter})`;
  const result = await db
    .updateTable('ai_reply_slots')
    .set({
      busy_until: c.busyUntil,
      claim: c.claim,
      window_sends: sql<number>`case when ${inWindow} then window_sends + 1 else 1 end`,
      window_started_at: sql<Date>`case when ${inWindow} then window_started_at else ${c.now} end`,
    })
    .where('user_id', '=', c.userId)
    .where((eb) => eb.or([eb('busy_until', 'is', null), eb('busy_until', '<=', c.now)]))
    .where(sql<boolean>`not (${inWindow} and window_sends >= ${c.maxSends})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findSlot(db: Db, userId: string) {
  return db
    .selectFrom('ai_reply_slots')
    .select(['busy_until', 'window_started_at', 'window_sends'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Frees the slot if this claim still holds it (an expired claim retaken by another send is left alone). */
export async function releaseSlot(db: Db, userId: string, claim: string): Promise<void> {
  await db
    .updateTable('ai_reply_slots')
    .set({ busy_until: null, claim: null })
    .where('user_id', '=', userId)
    .where('claim', '=', claim)
    .execute();
}
