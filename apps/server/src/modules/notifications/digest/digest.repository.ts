import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

/** The members who chose the weekly digest, after `afterId`, a page at a time (keyset by id). */
export async function subscribersAfter(db: Db, afterId: string | null, limit: number) {
  let query = db
    .selectFrom('notification_preferences as p')
    .innerJoin('user as u', 'u.id', 'p.user_id')
    .select(['u.id', 'u.name', 'u.email'])
    .where('p.kind', '=', 'weeklyDigest')
    .where('p.email', '=', true)
    .orderBy('u.id')
    .limit(limit);
  if (afterId !== null) query = query.where('u.id', '>', afterId);
  return query.execute();
}

/**
 * Claims the member's digest of the week: true for the one caller whose insert made the row, false
 * for every other (another instance, a run again); the primary key decides, on both databases.
 */
export async function claimDigest(db: Db, userId: string, week: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('notification_digests')
    .values({ user_id: userId, week, claimed_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'week']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}
