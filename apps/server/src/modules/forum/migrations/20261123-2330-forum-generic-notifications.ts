import { randomBytes } from 'node:crypto';
import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { nowDefault, timestampType } from '../../../db/migration-helpers.js';

/** The catalogue keys of the forum's notification texts, before (the bell's) and after (the forum's). */
const MOVED_TEXTS = [
  ['shell.topBar.kinds.reply', 'features.forum.notifications.reply'],
  ['shell.topBar.kinds.topicLike', 'features.forum.notifications.topicLike'],
  ['shell.topBar.kinds.replyLike', 'features.forum.notifications.replyLike'],
  ['shell.topBar.kinds.mention', 'features.forum.notifications.mention'],
] as const;
const REMOVED_TEXT = 'shell.topBar.untitledTopic';

/**
 * Notifications for every module (docs/decisions/0012): instead of a topic and a reply column
 * (joined to forum_topics for the title), each row carries what the raising module supplies: a
 * subject (type and id), a catalogue key with its parameters, and the web path it opens. The
 * forum's rows are converted, ids and read state kept; a topic's or a reply's deletion now
 * withdraws them through the notifications module instead of a foreign key. Administrators'
 * overrides of the texts follow the texts to their new keys.
 */
export function genericNotifications(kind: DatabaseKind) {
  const pg = kind === 'postgres';
  const timestamp = timestampType(kind);
  const now = nowDefault(kind);
  const id = pg ? sql`serial primary key` : sql`integer primary key autoincrement`;
  const topicParams = pg ? sql`json_build_object('topic', t.title)::text` : sql`json_object('topic', t.title)`;

  /**
   * Rebuilds the table with other columns between the common ones (a column with a foreign key
   * cannot be dropped on SQLite): creates it beside the old one under another name (its serial's
   * sequence and key keep that name on PostgreSQL), copies the rows with their ids (`copy`
   * selects from the old table as n), swaps the two, and indexes the new one.
   */
  async function rebuild(
    db: Kysely<unknown>,
    shape: { table: string; columns: string; copy: RawBuilder<unknown>; indexes: Record<string, string> },
  ) {
    const table = sql.table(shape.table);
    await sql`create table ${table} (
      id ${id},
      recipient_id text not null references "user" (id) on delete cascade,
      actor_id text references "user" (id) on delete set null,
      kind text not null,
      ${sql.raw(shape.columns)},
      read_at ${sql.raw(timestamp)},
      created_at ${sql.raw(timestamp)} not null default ${now}
    )`.execute(db);
    await sql`insert into ${table} ${shape.copy}`.execute(db);
    await sql`drop table notifications`.execute(db);
    await sql`alter table ${table} rename to notifications`.execute(db);
    await sql`create index notifications_recipient_idx on notifications (recipient_id, id)`.execute(db);
    await sql`create index notifications_unread_idx on notifications (recipient_id) where read_at is null`.execute(db);
    await sql`create index notifications_actor_idx on notifications (actor_id)`.execute(db);
    for (const [name, columns] of Object.entries(shape.indexes)) {
      await sql.raw(`create index ${name} on notifications (${columns})`).execute(db);
    }
    // The next id follows the largest copied one (SQLite's AUTOINCREMENT does this by itself).
    if (pg) {
      await sql`select setval(pg_get_serial_sequence('notifications', 'id'), coalesce(max(id), 0) + 1, false)
        from notifications`.execute(db);
    }
  }

  async function renameOverrides(db: Kysely<unknown>, pairs: ReadonlyArray<readonly [string, string]>) {
    for (const [from, to] of pairs) {
      await sql`update translation_overrides set key = ${to} where key = ${from}`.execute(db);
    }
    // A new version makes browsers fetch the overrides again instead of keeping the old keys (ETag).
    await sql`update system_settings set value = ${JSON.stringify(randomBytes(8).toString('hex'))}
      where key = 'translationsVersion'`.execute(db);
  }

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // Every forum row has its topic (deleting a topic deleted its notifications).
      await rebuild(db, {
        table: 'notifications_generic',
        columns: `subject_type text not null, subject_id text not null,
          text_key text not null, text_params text not null, link text not null`,
        copy: sql`(id, recipient_id, actor_id, kind, subject_type, subject_id, text_key, text_params, link, read_at, created_at)
          select n.id, n.recipient_id, n.actor_id, n.kind,
            case when n.reply_id is null then 'forum.topic' else 'forum.reply' end,
            cast(coalesce(n.reply_id, n.topic_id) as text),
            case
              when n.kind = 'forum.reply' then 'features.forum.notifications.reply'
              when n.kind = 'forum.mention' then 'features.forum.notifications.mention'
              when n.reply_id is null then 'features.forum.notifications.topicLike'
              else 'features.forum.notifications.replyLike'
            end,
            ${topicParams},
            '/forum/' || cast(n.topic_id as text) || coalesce('#reply-' || cast(n.reply_id as text), ''),
            n.read_at, n.created_at
          from notifications n
          join forum_topics t on t.id = n.topic_id`,
        indexes: { notifications_subject_idx: 'subject_type, subject_id' },
      });
      await renameOverrides(db, MOVED_TEXTS);
      await sql`delete from translation_overrides where key = ${REMOVED_TEXT}`.execute(db);
    },

    /** Back to the forum's columns; notifications of other modules cannot be kept there and go. */
    async down(db: Kysely<unknown>): Promise<void> {
      await rebuild(db, {
        table: 'notifications_forum',
        columns: `topic_id integer references forum_topics (id) on delete cascade,
          reply_id integer references forum_replies (id) on delete cascade`,
        copy: sql`(id, recipient_id, actor_id, kind, topic_id, reply_id, read_at, created_at)
          select n.id, n.recipient_id, n.actor_id, n.kind, coalesce(r.topic_id, t.id), r.id, n.read_at, n.created_at
          from notifications n
          left join forum_topics t on n.subject_type = 'forum.topic' and cast(t.id as text) = n.subject_id
          left join forum_replies r on n.subject_type = 'forum.reply' and cast(r.id as text) = n.subject_id
          where t.id is not null or r.id is not null`,
        indexes: { notifications_topic_idx: 'topic_id', notifications_reply_idx: 'reply_id' },
      });
      await renameOverrides(
        db,
        MOVED_TEXTS.map(([before, after]) => [after, before] as const),
      );
    },
  };
}
