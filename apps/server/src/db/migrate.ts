import { getMigrations } from 'better-auth/db/migration';
import type { BetterAuthOptions } from 'better-auth';
import type { Migration, MigrationProvider } from 'kysely';
import { Migrator, sql } from 'kysely';
import type { DatabaseHandle, DatabaseKind } from './database.js';
import { accountsAndSettings } from './migrations/0001-accounts-and-settings.js';
import { administration } from './migrations/0002-administration.js';
import { forum } from './migrations/0003-forum.js';
import { forumExcerpts } from './migrations/0004-forum-excerpts.js';
import { catalogueModuleSections } from './migrations/0005-catalogue-module-sections.js';

/** Our migrations, in order. Names never change once released. */
function migrationsFor(kind: DatabaseKind): Record<string, Migration> {
  return {
    '0001-accounts-and-settings': accountsAndSettings(kind),
    '0002-administration': administration(kind),
    '0003-forum': forum(kind),
    '0004-forum-excerpts': forumExcerpts(),
    '0005-catalogue-module-sections': catalogueModuleSections(),
  };
}

class InlineMigrationProvider implements MigrationProvider {
  constructor(private readonly kind: DatabaseKind) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrationsFor(this.kind);
  }
}

/**
 * Brings the schema up to date: better-auth's own tables first (its migration
 * step only adds what is missing), then ours. Safe to run any number of times.
 */
export async function migrateToLatest(handle: DatabaseHandle, authOptions: BetterAuthOptions): Promise<string[]> {
  const auth = await getMigrations(authOptions);
  await auth.runMigrations();
  // On PostgreSQL, Kysely looks for its bookkeeping tables in any schema; pin them to ours.
  const migrationTableSchema =
    handle.kind === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: handle.db,
    provider: new InlineMigrationProvider(handle.kind),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
