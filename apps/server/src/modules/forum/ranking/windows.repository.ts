import { FORUM_SCORE_WEIGHTS } from '@blivion/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

/** A rolling window's period in forum_scores. */
export type WindowPeriod = '7d' | '30d';

/** When the window was last rebuilt (null: never). */
export async function windowRefreshedAt(db: Db, period: WindowPeriod): Promise<Date | null> {
  const row = await db
    .selectFrom('forum_score_windows')
    .select('refreshed_at')
    .where('period', '=', period)
    .executeTakeFirst();
  return row?.refreshed_at ? new Date(row.refreshed_at) : null;
}

/**
 * Takes the rebuild of a window until `until`, when it was rebuilt before `staleBefore` (or never)
 * and no other instance holds it; true when this call took it (one conditional update, so two
 * instances never both do).
 */
export async function claimWindow(
  db: Db,
  period: WindowPeriod,
  at: { now: Date; staleBefore: Date; until: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('forum_score_windows')
    .set({ claimed_until: at.until })
    .where('period', '=', period)
    .where((eb) => eb.or([eb('refreshed_at', 'is', null), eb('refreshed_at', '<', at.staleBefore)]))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at.now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claimed rebuild back without rebuilding (it failed). */
export async function releaseWindow(db: Db, period: WindowPeriod): Promise<void> {
  await db.updateTable('forum_score_windows').set({ claimed_until: null }).where('period', '=', period).execute();
}

/**
 * Rebuilds a window's counters from what happened since `since`: topics and replies written,
 * likes received on them, lessons completed, each by created_at (the created_at indexes), and each
 * member's place in the window (window_rank), in one transaction; readers keep the previous
 * counters until it commits.
 */
export async function rebuildWindow(db: Db, period: WindowPeriod, since: Date, now: Date): Promise<void> {
  const w = FORUM_SCORE_WEIGHTS;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('forum_scores').where('period', '=', period).execute();
    // Each member's place is stored with the counters: the order of the page (score, then member id).
    await sql`insert into forum_scores (user_id, period, topics, replies, likes, lessons, score, window_rank)
      select user_id, ${period}, topics, replies, likes, lessons, score,
        row_number() over (order by score desc, user_id)
      from (
        select user_id, sum(topics) as topics, sum(replies) as replies, sum(likes) as likes,
          sum(lessons) as lessons,
          sum(topics) * ${sql.lit(w.topic)} + sum(replies) * ${sql.lit(w.reply)}
            + sum(likes) * ${sql.lit(w.likeReceived)} + sum(lessons) * ${sql.lit(w.lessonCompleted)} as score
        from (
          select author_id as user_id, 1 as topics, 0 as replies, 0 as likes, 0 as lessons
            from forum_topics where created_at >= ${since} and author_id is not null
          union all select author_id, 0, 1, 0, 0
            from forum_replies where created_at >= ${since} and author_id is not null
          union all select t.author_id, 0, 0, 1, 0
            from forum_topic_likes l join forum_topics t on t.id = l.topic_id
            where l.created_at >= ${since} and t.author_id is not null
          union all select r.author_id, 0, 0, 1, 0
            from forum_reply_likes l join forum_replies r on r.id = l.reply_id
            where l.created_at >= ${since} and r.author_id is not null
          union all select user_id, 0, 0, 0, 1 from forum_lesson_scores where created_at >= ${since}
        ) activity
        group by user_id
      ) totals`.execute(trx);
    await trx
      .updateTable('forum_score_windows')
      .set({ refreshed_at: now, claimed_until: null })
      .where('period', '=', period)
      .execute();
  });
}
