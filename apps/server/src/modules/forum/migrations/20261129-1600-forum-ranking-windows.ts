import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { createIndex, timestampType } from '../../../db/migration-helpers.js';

/**
 * The rolling ranking windows, 7 and 30 days (docs/decisions/0125): their counters live in
 * forum_scores under the periods '7d' and '30d', rebuilt from the posts, likes and lessons of the
 * window when older than a minute; forum_score_windows says when each was rebuilt and which
 * instance is rebuilding it. A lesson's points now remember when they were earned (old ones: null,
 * outside every window). The created_at indexes let a rebuild read only the window's rows.
 */
const CREATED_INDEXES = {
  forum_lesson_scores_created_idx: 'forum_lesson_scores (created_at)',
  forum_topics_created_idx: 'forum_topics (created_at, author_id)',
  forum_replies_created_idx: 'forum_replies (created_at, author_id)',
  forum_topic_likes_created_idx: 'forum_topic_likes (created_at, topic_id)',
  forum_reply_likes_created_idx: 'forum_reply_likes (created_at, reply_id)',
};

export function forumRankingWindows(kind: DatabaseKind) {
  const timestamp = sql.raw(timestampType(kind));
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create table forum_score_windows (
        period text primary key,
        refreshed_at ${timestamp},
        claimed_until ${timestamp}
      )`.execute(db);
      await sql`insert into forum_score_windows (period) values ('7d'), ('30d')`.execute(db);
      await sql`alter table forum_lesson_scores add column created_at ${timestamp}`.execute(db);
      for (const [name, definition] of Object.entries(CREATED_INDEXES)) await createIndex(db, name, definition);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const name of Object.keys(CREATED_INDEXES)) await sql.raw(`drop index if exists ${name}`).execute(db);
      await sql`delete from forum_scores where period in ('7d', '30d')`.execute(db);
      await sql`alter table forum_lesson_scores drop column created_at`.execute(db);
      await sql`drop table forum_score_windows`.execute(db);
    },
  };
}
