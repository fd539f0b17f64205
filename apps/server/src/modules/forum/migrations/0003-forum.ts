import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { nowDefault, timestampType } from '../../../db/migration-helpers.js';
import { createForumSearch, dropForumSearch } from './forum-search.js';

/**
 * The forum and the notifications: categories, topics, replies, likes, views, polls, the
 * ranking counters, the flood gates, and full-text search (forum-search.ts).
 *
 * Deleting a member: posts, likes and views stay, anonymised (author/user set null), so counts
 * and the other members' points stay true; scores, ballots, votes, gates and the member's own
 * notifications go (cascade). Deleting a topic takes its replies, likes, views, poll and
 * notifications with it (cascade).
 */
export function forum(kind: DatabaseKind) {
  const pg = kind === 'postgres';
  const timestamp = timestampType(kind);
  const now = nowDefault(kind);

  function withId<T extends string>(table: CreateTableBuilder<T, never>) {
    return table.addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    );
  }

  async function index(db: Kysely<unknown>, name: string, definition: string) {
    await sql.raw(`create index if not exists ${name} on ${definition}`).execute(db);
  }

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('forum_categories').ifNotExists())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('slug', 'text', (col) => col.notNull().unique())
        .addColumn('description', 'text')
        .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('topic_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .execute();

      await withId(db.schema.createTable('forum_topics').ifNotExists())
        .addColumn('category_id', 'integer', (col) => col.notNull().references('forum_categories.id'))
        .addColumn('author_id', 'text', (col) => col.references('user.id').onDelete('set null'))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('pinned', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('locked', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('has_poll', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('reply_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('like_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('score_period', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('edited_at', timestamp)
        .addColumn('last_activity_at', timestamp, (col) => col.notNull())
        .execute();
      // 'latest' (pinned first, then last activity) and 'mostLiked', with and without a category.
      await index(db, 'forum_topics_latest_idx', 'forum_topics (pinned, last_activity_at, id)');
      await index(db, 'forum_topics_category_latest_idx', 'forum_topics (category_id, pinned, last_activity_at, id)');
      await index(db, 'forum_topics_liked_idx', 'forum_topics (like_count, id)');
      await index(db, 'forum_topics_category_liked_idx', 'forum_topics (category_id, like_count, id)');
      await index(db, 'forum_topics_author_idx', 'forum_topics (author_id)');

      await withId(db.schema.createTable('forum_replies').ifNotExists())
        .addColumn('topic_id', 'integer', (col) => col.notNull().references('forum_topics.id').onDelete('cascade'))
        .addColumn('author_id', 'text', (col) => col.references('user.id').onDelete('set null'))
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('like_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('score_period', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('edited_at', timestamp)
        .execute();
      await index(db, 'forum_replies_topic_idx', 'forum_replies (topic_id, created_at, id)');
      await index(db, 'forum_replies_author_idx', 'forum_replies (author_id)');

      for (const [table, target] of [
        ['forum_topic_likes', 'forum_topics'],
        ['forum_reply_likes', 'forum_replies'],
      ] as const) {
        const column = target === 'forum_topics' ? 'topic_id' : 'reply_id';
        await withId(db.schema.createTable(table).ifNotExists())
          .addColumn(column, 'integer', (col) => col.notNull().references(`${target}.id`).onDelete('cascade'))
          .addColumn('user_id', 'text', (col) => col.references('user.id').onDelete('set null'))
          .addColumn('score_period', 'text', (col) => col.notNull())
          .addColumn('created_at', timestamp, (col) => col.notNull())
          .execute();
        // One like per member and post: the constraint that makes double sends harmless.
        await sql.raw(`create unique index if not exists ${table}_unique on ${table} (${column}, user_id)`).execute(db);
        await index(db, `${table}_user_idx`, `${table} (user_id)`);
      }

      await withId(db.schema.createTable('forum_topic_views').ifNotExists())
        .addColumn('topic_id', 'integer', (col) => col.notNull().references('forum_topics.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (col) => col.references('user.id').onDelete('set null'))
        .execute();
      await sql`create unique index if not exists forum_topic_views_unique on forum_topic_views (topic_id, user_id)`.execute(
        db,
      );
      await index(db, 'forum_topic_views_user_idx', 'forum_topic_views (user_id)');

      await db.schema
        .createTable('forum_polls')
        .ifNotExists()
        .addColumn('topic_id', 'integer', (col) => col.primaryKey().references('forum_topics.id').onDelete('cascade'))
        .addColumn('question', 'text', (col) => col.notNull())
        .addColumn('multiple', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('closes_at', timestamp)
        .execute();
      await withId(db.schema.createTable('forum_poll_options').ifNotExists())
        .addColumn('topic_id', 'integer', (col) => col.notNull().references('forum_polls.topic_id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .execute();
      await index(db, 'forum_poll_options_topic_idx', 'forum_poll_options (topic_id, position)');
      // A ballot per member and poll: the row every vote of that member locks first.
      await db.schema
        .createTable('forum_poll_ballots')
        .ifNotExists()
        .addColumn('topic_id', 'integer', (col) => col.notNull().references('forum_polls.topic_id').onDelete('cascade'))
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('forum_poll_ballots_pk', ['topic_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('forum_poll_votes')
        .ifNotExists()
        .addColumn('option_id', 'integer', (col) =>
          col.notNull().references('forum_poll_options.id').onDelete('cascade'),
        )
        .addColumn('topic_id', 'integer', (col) => col.notNull().references('forum_polls.topic_id').onDelete('cascade'))
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('forum_poll_votes_pk', ['option_id', 'user_id'])
        .execute();
      await index(db, 'forum_poll_votes_member_idx', 'forum_poll_votes (topic_id, user_id)');
      await index(db, 'forum_poll_votes_user_idx', 'forum_poll_votes (user_id)');

      // Ranking counters per member and period ('all' or 'YYYY-MM' in Brasília time).
      await db.schema
        .createTable('forum_scores')
        .ifNotExists()
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('period', 'text', (col) => col.notNull())
        .addColumn('topics', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('replies', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('likes', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('score', 'integer', (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('forum_scores_pk', ['user_id', 'period'])
        .execute();
      await index(db, 'forum_scores_rank_idx', 'forum_scores (period, score desc, user_id)');

      // When each member last posted a topic and a reply: the flood limits' gate.
      await db.schema
        .createTable('forum_post_gates')
        .ifNotExists()
        .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('last_topic_at', timestamp)
        .addColumn('last_reply_at', timestamp)
        .execute();

      await withId(db.schema.createTable('notifications').ifNotExists())
        .addColumn('recipient_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('actor_id', 'text', (col) => col.references('user.id').onDelete('set null'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('topic_id', 'integer', (col) => col.references('forum_topics.id').onDelete('cascade'))
        .addColumn('reply_id', 'integer', (col) => col.references('forum_replies.id').onDelete('cascade'))
        .addColumn('read_at', timestamp)
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
      await index(db, 'notifications_recipient_idx', 'notifications (recipient_id, id)');
      await sql`create index if not exists notifications_unread_idx on notifications (recipient_id) where read_at is null`.execute(
        db,
      );
      await index(db, 'notifications_actor_idx', 'notifications (actor_id)');
      await index(db, 'notifications_topic_idx', 'notifications (topic_id)');
      await index(db, 'notifications_reply_idx', 'notifications (reply_id)');

      await createForumSearch(db, kind);
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await dropForumSearch(db, kind);
      for (const table of [
        'notifications',
        'forum_post_gates',
        'forum_scores',
        'forum_poll_votes',
        'forum_poll_ballots',
        'forum_poll_options',
        'forum_polls',
        'forum_topic_views',
        'forum_reply_likes',
        'forum_topic_likes',
        'forum_replies',
        'forum_topics',
        'forum_categories',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
