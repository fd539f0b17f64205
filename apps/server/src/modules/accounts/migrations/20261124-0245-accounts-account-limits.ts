import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { timestampType } from '../../../db/migration-helpers.js';

/** The per-account limits on sign-in and recovery (docs/decisions/0017): one row per hashed key. */
export function accountLimits(kind: DatabaseKind) {
  const timestamp = timestampType(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('account_limits')
        .ifNotExists()
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('window_started_at', timestamp, (col) => col.notNull())
        .addColumn('last_at', timestamp, (col) => col.notNull())
        .addColumn('blocked_until', timestamp)
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('account_limits_expires_idx')
        .ifNotExists()
        .on('account_limits')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('account_limits').ifExists().execute();
    },
  };
}
