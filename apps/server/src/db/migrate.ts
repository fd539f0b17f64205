import { getMigrations } from 'better-auth/db/migration';
import type { BetterAuthOptions } from 'better-auth';
import { sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { Migrator } from 'kysely/migration';
import type { DatabaseHandle, DatabaseKind } from './database.js';

/** A migration of one module, built for the database in use. */
export type MigrationFactory = (kind: DatabaseKind) => Migration;

/** What a module declares about its migrations: its name and its migrations by name. */
export interface MigrationSource {
  readonly name: string;
  readonly migrations?: Readonly<Record<string, MigrationFactory>>;
}

/**
 * The names recorded before migrations were declared by modules. They stay as they are, on every
 * database that has them, and sort before every name of the current scheme ('0' < '2').
 */
export const LEGACY_MIGRATION_NAMES = [
  '0001-accounts-and-settings',
  '0002-administration',
  '0003-forum',
  '0004-forum-excerpts',
  '0005-catalogue-module-sections',
] as const;

/** yyyymmdd-hhmm (UTC, when it was written), the module's name, what it does: '20261123-2330-notifications-subjects'. */
export function migrationNamePattern(moduleName: string): RegExp {
  return new RegExp(`^\\d{8}-\\d{4}-${moduleName}-[a-z0-9]+(-[a-z0-9]+)*$`);
}

/**
 * Every module's migrations under one roof. Refuses a name used twice (Kysely would keep only one)
 * and a name outside the scheme, so that the order by name stays the order they were written in.
 */
export function collectMigrations(sources: readonly MigrationSource[], kind: DatabaseKind): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  const legacy: readonly string[] = LEGACY_MIGRATION_NAMES;
  for (const source of sources) {
    for (const [name, factory] of Object.entries(source.migrations ?? {})) {
      if (Object.hasOwn(all, name)) throw new Error(`migration ${name} is declared twice (module ${source.name})`);
      if (!legacy.includes(name) && !migrationNamePattern(source.name).test(name)) {
        throw new Error(`migration ${name} of module ${source.name} does not follow yyyymmdd-hhmm-${source.name}-what`);
      }
      all[name] = factory(kind);
    }
  }
  return all;
}

class InlineMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

/**
 * Brings the schema up to date: better-auth's own tables first (its migration
 * step only adds what is missing), then the modules' migrations in the order of
 * their names. Safe to run any number of times.
 */
export async function migrateToLatest(
  handle: DatabaseHandle,
  authOptions: BetterAuthOptions,
  sources: readonly MigrationSource[],
): Promise<string[]> {
  const migrations = collectMigrations(sources, handle.kind);
  const auth = await getMigrations(authOptions);
  await auth.runMigrations();
  // On PostgreSQL, Kysely looks for its bookkeeping tables in any schema; pin them to ours.
  const migrationTableSchema =
    handle.kind === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: handle.db,
    provider: new InlineMigrationProvider(migrations),
    // Two modules' migrations written on parallel branches may land in either order: one that sorts
    // before a migration a database already ran is still run there, instead of stopping the start.
    allowUnorderedMigrations: true,
    // By code point, not by the locale's collation, so every machine runs them in one order.
    nameComparator: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
