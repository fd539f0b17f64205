import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { compileRowOf } from './sqlite-rows.js';

type Param = unknown;

/** better-sqlite3 binds neither booleans nor dates: store them as 0/1 and ISO 8601 text. */
function toSqliteParam(value: Param): Param {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

function bind(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map(toSqliteParam);
}

/** Kysely's statement, plus `get` for the reads that want one row (db/direct-sqlite.ts). */
export interface CachedStatement extends SqliteStatement {
  get(parameters: ReadonlyArray<unknown>): unknown;
}

export interface CachedStatements extends SqliteDatabase {
  prepare(sql: string): CachedStatement;
}

/**
 * Whether the statement's result columns are fixed by its text: a `*` (outside `count(*)`) is
 * expanded again when SQLite prepares the statement anew after a change of schema (a migration),
 * so such a statement keeps better-sqlite3's own objects.
 */
function hasFixedColumns(sql: string): boolean {
  return !sql.replace(/count\(\*\)/gi, '').includes('*');
}

function wrap(statement: BetterSqlite3.Statement): CachedStatement {
  const rowOf = statement.reader && hasFixedColumns(statement.source) ? compileRowOf(statement.columns()) : null;
  if (!rowOf) {
    return {
      reader: statement.reader,
      all: (parameters) => statement.all(...bind(parameters)),
      get: (parameters) => statement.get(...bind(parameters)),
      run: (parameters) => statement.run(...bind(parameters)),
      iterate: (parameters) => statement.iterate(...bind(parameters)),
    };
  }
  // Rows read as arrays and made objects by the compiled literal (db/sqlite-rows.ts).
  statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (statement.all(...bind(parameters)) as unknown[][]).map((values) => rowOf(values)),
    get: (parameters) => {
      const values = statement.get(...bind(parameters)) as unknown[] | undefined;
      return values === undefined ? undefined : rowOf(values);
    },
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: function* rows(parameters) {
      for (const values of statement.iterate(...bind(parameters)) as IterableIterator<unknown[]>) yield rowOf(values);
    },
  };
}

/**
 * Kysely's SQLite driver prepares every statement again on each query; this
 * keeps the prepared statements (least recently used out first) so that a hot
 * query is parsed and planned once. See bench/sqlite-prepared.ts for the gain.
 */
export function withStatementCache(database: BetterSqlite3.Database, capacity = 500): CachedStatements {
  const cache = new Map<string, CachedStatement>();
  return {
    prepare(sql: string): CachedStatement {
      const cached = cache.get(sql);
      if (cached) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = wrap(database.prepare(sql));
      cache.set(sql, statement);
      if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
      return statement;
    },
    close() {
      cache.clear();
      database.close();
    },
  };
}
