import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { nowDefault, timestampType } from '../../../db/migration-helpers.js';

/**
 * A member's notification choices and the weekly digest's sends (docs/decisions/0100-0102):
 * a preferences row per member and kind the member changed (no row = the defaults), and one
 * digest row per member and ISO week, claimed before the e-mail goes so no two instances send it.
 */
export function notificationPreferences(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create table notification_preferences (
        user_id text not null references "user" (id) on delete cascade,
        kind text not null,
        in_app boolean not null,
        email boolean not null,
        primary key (user_id, kind)
      )`.execute(db);
      await sql`create table notification_digests (
        user_id text not null references "user" (id) on delete cascade,
        week text not null,
        claimed_at ${sql.raw(timestampType(kind))} not null default ${nowDefault(kind)},
        primary key (user_id, week)
      )`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop table notification_digests`.execute(db);
      await sql`drop table notification_preferences`.execute(db);
    },
  };
}
