import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { createIndex, timestampType } from '../../../db/migration-helpers.js';

/**
 * Member profiles (docs/decisions/0091): what a member writes about themselves (bio, links), what
 * they hide from others, and the highest level they were told about, so that a level change
 * notifies once. Every member gets a row here, a thousand at a time. The author indexes serve a profile's recent topics and replies, newest first.
 */
const BATCH = 1_000;

export function forumMemberProfiles(kind: DatabaseKind) {
  const now = kind === 'postgres' ? new Date() : new Date().toISOString();
  const flag = kind === 'postgres' ? sql`boolean not null default false` : sql`integer not null default 0`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create table forum_member_profiles (
        user_id text primary key references "user" (id) on delete cascade,
        bio text not null default '',
        links text not null default '[]',
        hide_courses ${flag},
        hide_activity ${flag},
        level_reached integer not null default 1,
        updated_at ${sql.raw(timestampType(kind))} not null
      )`.execute(db);
      let after = '';
      for (;;) {
        const { rows } = await sql<{ id: string; name: string }>`
          select id, name from "user" where id > ${after} order by id limit ${BATCH}`.execute(db);
        if (rows.length === 0) break;
        const values = rows.map((row) => sql`(${row.id}, ${now})`);
        await sql`insert into forum_member_profiles (user_id, updated_at)
          values ${sql.join(values)} on conflict (user_id) do nothing`.execute(db);
        after = rows[rows.length - 1]!.id;
      }
      await createIndex(db, 'forum_topics_author_recent_idx', 'forum_topics (author_id, created_at, id)');
      await createIndex(db, 'forum_replies_author_recent_idx', 'forum_replies (author_id, created_at, id)');
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop index if exists forum_replies_author_recent_idx`.execute(db);
      await sql`drop index if exists forum_topics_author_recent_idx`.execute(db);
      await sql`drop table forum_member_profiles`.execute(db);
    },
  };
}
