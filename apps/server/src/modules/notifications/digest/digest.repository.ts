import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { joinMember } from '../../accounts/index.js';

type Db = Kysely<Database>;

/** The members who chose the weekly digest, after `afterId`, a page at a time (keyset by id). */
export async function subscribersAfter(db: Db, afterId: string | null, limit: number) {
  const subscribers = db.selectFrom('notification_preferences as p').select('p.user_id as id');
  let query = joinMember(subscribers, 'p.user_id', { prefix: 'member', columns: ['name', 'email'], join: 'inner' })
    .where('p.kind', '=', 'weeklyDigest')
    .where('p.email', '=', true)
    .orderBy('p.user_id')
    .limit(limit);
  if (afterId !== null) query = query.where('p.user_id', '>', afterId);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, name: row.member_name, email: row.member_email }));
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
