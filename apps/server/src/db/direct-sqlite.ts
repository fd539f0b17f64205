import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely, SqliteDatabase } from 'kysely';
import type { Database } from './schema.js';

interface DirectSqlite {
  /** better-sqlite3's handle, to know whether a transaction is open on the one connection. */
  connection: BetterSqlite3.Database;
  /** The same prepared-statement cache Kysely's driver uses. */
  statements: SqliteDatabase;
}

const directByDatabase = new WeakMap<Kysely<Database>, DirectSqlite>();

/** Called by createDatabase for the SQLite database (never for a transaction, which is a Kysely of its own). */
export function registerDirectSqlite(db: Kysely<Database>, direct: DirectSqlite): void {
  directByDatabase.set(db, direct);
}

/**
 * The rows of a compiled read run on better-sqlite3 directly, or undefined when it must go through
 * Kysely: on PostgreSQL, inside a transaction object, for a statement that writes, or while a
 * transaction is open on the connection. better-sqlite3 is synchronous, so outside a transaction
 * nothing can run between the check and the read; inside one, Kysely's mutex makes the read wait
 * for the commit, so that it never sees another request's uncommitted writes.
 */
export function readDirectly(db: Kysely<Database>, sql: string, parameters: readonly unknown[]): unknown[] | undefined {
  const direct = directByDatabase.get(db);
  if (!direct || direct.connection.inTransaction) return undefined;
  const statement = direct.statements.prepare(sql);
  if (!statement.reader) return undefined;
  return statement.all(parameters);
}
