import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../env.js';
import { withAfterCommit } from './after-commit.js';
import type { Database } from './schema.js';
import { registerDirectSqlite } from './direct-sqlite.js';
import { withStatementCache } from './sqlite-statement-cache.js';
import { keepPrivate, makePrivateFile } from './private-files.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  destroy(): Promise<void>;
}

// PostgreSQL int8 (count(*)) comes back as text by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** Opens the app's SQLite file (created 0600, as are its WAL and shared-memory files) in WAL mode. */
export function openSqlite(file: string): BetterSqlite3.Database {
  makePrivateFile(file);
  // Left by an older version, whose files were 0644; SQLite keeps an existing file's mode.
  for (const suffix of ['-wal', '-shm']) keepPrivate(`${file}${suffix}`);
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}

/**
 * `onConnectionError` hears errors of idle PostgreSQL connections (a restarted server, a dropped
 * database): pg emits them on the pool, and an 'error' event without a listener ends the process.
 */
export function createDatabase(
  database: Config['database'],
  onConnectionError: (error: Error) => void = () => {},
): DatabaseHandle {
  if (database.kind === 'sqlite') {
    const connection = openSqlite(database.file);
    const statements = withStatementCache(connection);
    const db = withAfterCommit(new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) }));
    registerDirectSqlite(db, { connection, statements });
    return { db, kind: 'sqlite', destroy: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  pool.on('error', onConnectionError);
  const db = withAfterCommit(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }));
  return { db, kind: 'postgres', destroy: () => destroyPool(db, pool) };
}

/** pool.end() resolves before its sockets have closed; this waits until every connection is gone. */
async function destroyPool(db: Kysely<Database>, pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await db.destroy();
  await allClosed;
}
