import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';

/**
 * Grouped notifications (docs/decisions/0092): a notification raised with a group (three likes on one
 * topic, new replies to one topic) is one unread row per recipient and group, naming the newest actor
 * and how many acted; notification_actors holds who, in order, so an undone like takes its actor out.
 * The partial unique index keeps one unread row per group, whatever runs at the same time.
 */
export function notificationGroups(kind: DatabaseKind) {
  const serial = kind === 'postgres' ? sql`serial primary key` : sql`integer primary key autoincrement`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table notifications add column group_key text`.execute(db);
      await sql`alter table notifications add column actor_count integer not null default 1`.execute(db);
      await sql`create unique index notifications_open_group_idx on notifications (recipient_id, group_key)
        where read_at is null and group_key is not null`.execute(db);
      await sql`create table notification_actors (
        id ${serial},
        notification_id integer not null references notifications (id) on delete cascade,
        actor_id text not null references "user" (id) on delete cascade,
        unique (notification_id, actor_id)
      )`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop table notification_actors`.execute(db);
      await sql`drop index notifications_open_group_idx`.execute(db);
      await sql`alter table notifications drop column actor_count`.execute(db);
      await sql`alter table notifications drop column group_key`.execute(db);
    },
  };
}
