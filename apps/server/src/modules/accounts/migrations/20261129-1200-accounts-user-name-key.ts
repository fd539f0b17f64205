import { foldText } from '@blivion/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { foldedKeyType } from '../../../db/migration-helpers.js';

const BATCH = 1_000;

/**
 * "user".name_key: the member's name folded (foldText: lower case, no accents, NFC; decision 0075),
 * written with the name by the app, compared by code point on both databases. Mentions, the member
 * searches and the member lists (ordered by name_key, id; keyset on the same pair) use it instead of
 * lower(name), which SQLite folds for A-Z only. Existing members are filled in here.
 */
export function userNameKey(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table "user" add column name_key ${foldedKeyType(kind)} not null default ''`.execute(db);
      let after = '';
      for (;;) {
        const { rows } = await sql<{ id: string; name: string }>`
          select id, name from "user" where id > ${after} order by id limit ${BATCH}`.execute(db);
        if (rows.length === 0) break;
        for (const row of rows) {
          await sql`update "user" set name_key = ${foldText(row.name)} where id = ${row.id}`.execute(db);
        }
        after = rows[rows.length - 1]!.id;
      }
      await sql`create index if not exists user_name_key_idx on "user" (name_key, id)`.execute(db);
      await sql`drop index if exists user_sort_name_idx`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`create index if not exists user_sort_name_idx on "user" (lower("name"), "id")`.execute(db);
      await sql`drop index if exists user_name_key_idx`.execute(db);
      await sql`alter table "user" drop column name_key`.execute(db);
    },
  };
}
