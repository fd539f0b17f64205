import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { nowDefault, timestampType } from '../../../db/migration-helpers.js';

export function accountsAndSettings(kind: DatabaseKind) {
  const timestamp = timestampType(kind);
  const now = nowDefault(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('profiles')
        .ifNotExists()
        .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('role', 'text', (col) =>
          col
            .notNull()
            .defaultTo('free')
            .check(sql`role in ('free', 'premium', 'admin', 'master')`),
        )
        .addColumn('access_expiration', timestamp)
        .addColumn('logo_url', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('profiles_role_idx').ifNotExists().on('profiles').column('role').execute();

      await db.schema
        .createTable('user_permissions')
        .ifNotExists()
        .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('forum', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('courses', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('ai_lab', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('ad_spy', 'boolean', (col) => col.notNull().defaultTo(false))
        .execute();

      await db.schema
        .createTable('system_settings')
        .ifNotExists()
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('system_settings').ifExists().execute();
      await db.schema.dropTable('user_permissions').ifExists().execute();
      await db.schema.dropTable('profiles').ifExists().execute();
    },
  };
}
