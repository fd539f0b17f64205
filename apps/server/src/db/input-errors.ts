import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

export interface InputErrorAnswer {
  status: 400 | 409;
  code: 'INVALID_DATA' | 'CONFLICT';
}

const INVALID: InputErrorAnswer = { status: 400, code: 'INVALID_DATA' };
const CONFLICT: InputErrorAnswer = { status: 409, code: 'CONFLICT' };

/**
 * PostgreSQL SQLSTATE classes a request's values cause: 22 data exception (a value out of range,
 * malformed or with a NUL), 23 integrity constraint (a duplicate, a row deleted meanwhile), 54
 * program limit exceeded (a text too long for an index or a tsvector).
 */
function postgresAnswer(sqlState: string): InputErrorAnswer | null {
  if (sqlState === '23502' || sqlState === '23514') return INVALID;
  if (sqlState.startsWith('23')) return CONFLICT;
  if (sqlState.startsWith('22') || sqlState.startsWith('54')) return INVALID;
  return null;
}

/** better-sqlite3's extended result codes with the same meaning. */
function sqliteAnswer(code: string): InputErrorAnswer | null {
  if (code === 'SQLITE_CONSTRAINT_NOTNULL' || code === 'SQLITE_CONSTRAINT_CHECK') return INVALID;
  if (code.startsWith('SQLITE_CONSTRAINT')) return CONFLICT;
  if (code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG') return INVALID;
  return null;
}

/**
 * The 4xx a database error deserves when the request's input caused it; null when it is ours
 * (a syntax error, a lost connection, a missing table), which stays a 500.
 */
export function inputErrorAnswer(error: unknown): InputErrorAnswer | null {
  if (error instanceof pg.DatabaseError && typeof error.code === 'string') return postgresAnswer(error.code);
  if (error instanceof BetterSqlite3.SqliteError) return sqliteAnswer(error.code);
  return null;
}
