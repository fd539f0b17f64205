import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;
export type GateColumn = 'last_topic_at' | 'last_reply_at';

/**
 * Records a post at `at` if the member's previous one of this kind is at or before `notAfter`.
 * One conditional upsert: concurrent posts of one member cannot both pass (the row is locked on
 * PostgreSQL; SQLite runs one write at a time). True when the slot was taken.
 */
export async function claimGate(db: Db, userId: string, column: GateColumn, at: Date, notAfter: Date) {
  const result = await db
    .insertInto('forum_post_gates')
    .values({ user_id: userId, [column]: at })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ [column]: at })
        .where((eb) =>
          eb.or([eb(`forum_post_gates.${column}`, 'is', null), eb(`forum_post_gates.${column}`, '<=', notAfter)]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function lastPostAt(db: Db, userId: string, column: GateColumn) {
  const row = await db.selectFrom('forum_post_gates').select(column).where('user_id', '=', userId).executeTakeFirst();
  return row?.[column] ?? null;
}
