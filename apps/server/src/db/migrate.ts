import { getMigrations } from 'better-auth/db/migration';
import type { BetterAuthOptions } from 'better-auth';
import type { Migration, MigrationProvider } from 'kysely';
import { Migrator } from 'kysely';
import type { DatabaseHandle, DatabaseKind } from './database.js';
import { accountsAndSettings } from './migrations/0001-accounts-and-settings.js';

/** Our migrations, in order. Names never change once released. */
function migrationsFor(kind: DatabaseKind): Record<string, Migration> {
  return {
    '0001-accounts-and-settings': accountsAndSettings(kind),
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
  const migrator = new Migrator({ db: handle.db, provider: new InlineMigrationProvider(handle.kind) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
