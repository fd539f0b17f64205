import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { nowDefault, timestampType } from '../../../db/migration-helpers.js';

/** Audit log, banners, translation overrides, and the index the member list is paged on. */
export function administration(kind: DatabaseKind) {
  const timestamp = timestampType(kind);
  const now = nowDefault(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // The member list is ordered by lower(name), id and paged by keyset on the same pair.
      await sql`create index if not exists user_sort_name_idx on "user" (lower("name"), "id")`.execute(db);

      // No foreign keys: entries outlive the accounts they name (snapshots of name and e-mail).
      await db.schema
        .createTable('audit_log')
        .ifNotExists()
        .addColumn('id', kind === 'postgres' ? 'bigserial' : 'integer', (col) =>
          kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('actor_id', 'text')
        .addColumn('actor_name', 'text', (col) => col.notNull())
        .addColumn('target_id', 'text')
        .addColumn('target_email', 'text')
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('details', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('audit_log_target_idx').ifNotExists().on('audit_log').column('target_id').execute();

      await db.schema
        .createTable('banners')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('image_url', 'text', (col) => col.notNull())
        .addColumn('link', 'text')
        .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('banners_active_created_idx')
        .ifNotExists()
        .on('banners')
        .columns(['active', 'created_at'])
        .execute();

      await db.schema
        .createTable('translation_overrides')
        .ifNotExists()
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('translation_overrides').ifExists().execute();
      await db.schema.dropTable('banners').ifExists().execute();
      await db.schema.dropTable('audit_log').ifExists().execute();
      await sql`drop index if exists user_sort_name_idx`.execute(db);
    },
  };
}
