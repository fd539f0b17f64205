import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { CachedStatements } from './sqlite-statement-cache.js';

interface DirectSqlite {
  /** better-sqlite3's handle, to know whether a transaction is open on the one connection. */
  connection: BetterSqlite3.Database;
  /** The same prepared-statement cache Kysely's driver uses. */
  statements: CachedStatements;
}

const directByDatabase = new WeakMap<Kysely<Database>, DirectSqlite>();

/** Called by createDatabase for the SQLite database (never for a transaction, which is a Kysely of its own). */
export function registerDirectSqlite(db: Kysely<Database>, direct: DirectSqlite): void {
  directByDatabase.set(db, direct);
}

export interface DirectRead {
  /** False while a transaction is open on the connection: the read must then go through Kysely. */
  available(): boolean;
  all(parameters: readonly unknown[]): unknown[];
  /** The first row only (better-sqlite3 stops reading there), or undefined. */
  get(parameters: readonly unknown[]): unknown;
}

/**
 * A compiled read to run on better-sqlite3 directly, or null when it must always go through Kysely:
 * on PostgreSQL, inside a transaction object, or for a statement that writes. better-sqlite3 is
 * synchronous, so when `available()` says no transaction is open nothing can start one before the
 * read; while one is open, Kysely's mutex makes the read wait for the commit, so that it never sees
 * another request's uncommitted writes.
 */
export function directRead(db: Kysely<Database>, sql: string): DirectRead | null {
  const direct = directByDatabase.get(db);
  if (!direct) return null;
  const statement = direct.statements.prepare(sql);
  if (!statement.reader) return null;
  const { connection } = direct;
  return {
    available: () => !connection.inTransaction,
    all: (parameters) => statement.all(parameters),
    get: (parameters) => statement.get(parameters),
  };
}
