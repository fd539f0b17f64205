import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { createIndex, nowDefault, timestampType, withSerialId } from '../../../db/migration-helpers.js';

/**
 * AdSpy (issue 16, docs/decisions/0043 and 0044): Ad Library tokens (sealed), the module's own
 * settings (the token in use, the app's rest after code 4, the first-master seed), each member's
 * competitors with their daily snapshots, and swipe files of saved ads. Days are whole UTC days
 * since 1970-01-01 (integers), so "the day before" is `day - 1` on both databases.
 */
export function adspyTables(kind: DatabaseKind) {
  const timestamp = timestampType(kind);
  const now = nowDefault(kind);
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) => withSerialId(kind, table);

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('adspy_tokens'))
        .addColumn('sealed', 'text', (col) => col.notNull())
        .addColumn('last4', 'text', (col) => col.notNull())
        .addColumn('dead_reason', 'text')
        .addColumn('dead_at', timestamp)
        .addColumn('resting_until', timestamp)
        .addColumn('usage_percent', 'integer')
        .addColumn('last_used_at', timestamp)
        .addColumn('created_by', 'text', (col) => col.references('user.id').onDelete('set null'))
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable('adspy_settings')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('adspy_competitors'))
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('industry', 'text')
        .addColumn('ad_library_url', 'text')
        .addColumn('page_id', 'text')
        .addColumn('search_terms', 'text')
        .addColumn('notes', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestamp, (col) => col.notNull().defaultTo(now))
        // The latest snapshot with a count, written with it: lists read no history for it.
        .addColumn('latest_day', 'integer')
        .addColumn('latest_count', 'integer')
        .addColumn('latest_source', 'text')
        .addColumn('last_snapshot_at', timestamp)
        .addColumn('last_error_reason', 'text')
        .addColumn('last_error_at', timestamp)
        // The day of the last jump notice, so one day's refreshes notify once.
        .addColumn('jump_notified_day', 'integer')
        .execute();
      await createIndex(db, 'adspy_competitors_user_idx', 'adspy_competitors (user_id, id)');

      await db.schema
        .createTable('adspy_snapshots')
        .addColumn('competitor_id', 'integer', (col) =>
          col.notNull().references('adspy_competitors.id').onDelete('cascade'),
        )
        .addColumn('day', 'integer', (col) => col.notNull())
        .addColumn('active_ads', 'integer')
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('error_reason', 'text')
        .addColumn('recorded_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('adspy_snapshots_pk', ['competitor_id', 'day'])
        .addCheckConstraint('adspy_snapshots_source_check', sql`source in ('api', 'manual')`)
        .execute();

      await withId(db.schema.createTable('adspy_swipe_files'))
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('ad_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
      await createIndex(db, 'adspy_swipe_files_user_idx', 'adspy_swipe_files (user_id, id)');

      await withId(db.schema.createTable('adspy_saved_ads'))
        .addColumn('swipe_file_id', 'integer', (col) =>
          col.notNull().references('adspy_swipe_files.id').onDelete('cascade'),
        )
        .addColumn('ad_archive_id', 'text', (col) => col.notNull())
        // The ad's fields as the library gave them (JSON): the member's copy outlives the ad.
        .addColumn('ad', 'text', (col) => col.notNull())
        .addColumn('note', 'text')
        .addColumn('saved_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint('adspy_saved_ads_file_ad_unique', ['swipe_file_id', 'ad_archive_id'])
        .execute();
      await createIndex(db, 'adspy_saved_ads_file_idx', 'adspy_saved_ads (swipe_file_id, id)');
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'adspy_saved_ads',
        'adspy_swipe_files',
        'adspy_snapshots',
        'adspy_competitors',
        'adspy_settings',
        'adspy_tokens',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
