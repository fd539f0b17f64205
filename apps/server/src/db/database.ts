import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { type DependencyReporter, silentReporter } from '../dependencies/dependency-monitor.js';
import type { Config } from '../env.js';
import { withAfterCommit } from './after-commit.js';
import type { Database } from './schema.js';
import { registerDirectSqlite } from './direct-sqlite.js';
import { withStatementCache } from './sqlite-statement-cache.js';
import { keepPrivate, makePrivateFile } from './private-files.js';
import { createResilientPool, DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from './postgres-pool.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  destroy(): Promise<void>;
}

// PostgreSQL int8 (count(*)) comes back as text by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * Opens the app's SQLite file (created 0600, as are its WAL and shared-memory files) in WAL mode,
 * with planner statistics (optimizeSqlite). `statistics: false` skips them, for a bulk loader
 * that fills the tables right after: statistics of the still-empty tables would mislead its
 * statements' plans (the app analyzes again when it opens the file).
 */
export function openSqlite(file: string, options: { statistics?: boolean } = {}): BetterSqlite3.Database {
  makePrivateFile(file);
  // Left by an older version, whose files were 0644; SQLite keeps an existing file's mode.
  for (const suffix of ['-wal', '-shm']) keepPrivate(`${file}${suffix}`);
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  if (options.statistics !== false) optimizeSqlite(sqlite, 'open');
  return sqlite;
}

/** How often a long-lived SQLite connection refreshes the planner's statistics (PRAGMA optimize). */
export const SQLITE_OPTIMIZE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Gives SQLite's query planner statistics, as https://sqlite.org/lang_analyze.html#pragopt advises
 * for long-lived connections: `PRAGMA optimize=0x10002` when the connection opens (every table
 * checked), then `PRAGMA optimize` every SQLITE_OPTIMIZE_INTERVAL_MS. Each analyzes only the
 * tables that changed enough, with a bounded sample. Without statistics the planner may pick an
 * index that scans a whole period's rows where the primary key finds 20 members (15 ms against
 * 0.1 ms on the leaderboard's all-time scores). A failure is left for the next run: statistics are
 * an aid, never a reason to refuse a request.
 */
export function optimizeSqlite(sqlite: BetterSqlite3.Database, when: 'open' | 'periodic'): void {
  try {
    sqlite.pragma(when === 'open' ? 'optimize = 0x10002' : 'optimize');
  } catch {
    // A busy or read-only database keeps the statistics it has.
  }
}

/**
 * Opens the database. On PostgreSQL the pool has timeouts and survives lost connections
 * (postgres-pool.ts); `reporter` hears when the database fails and when it answers again.
 */
export function createDatabase(
  database: Config['database'],
  reporter: DependencyReporter = silentReporter,
  timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS,
): DatabaseHandle {
  if (database.kind === 'sqlite') {
    const connection = openSqlite(database.file);
    const statements = withStatementCache(connection);
    const db = withAfterCommit(new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) }));
    registerDirectSqlite(db, { connection, statements });
    const optimizing = setInterval(() => optimizeSqlite(connection, 'periodic'), SQLITE_OPTIMIZE_INTERVAL_MS);
    optimizing.unref();
    return {
      db,
      kind: 'sqlite',
      destroy: () => {
        clearInterval(optimizing);
        return db.destroy();
      },
    };
  }
  const { pool, raw } = createResilientPool(
    { connectionString: database.url, schema: database.schema, max: 10, timeouts },
    reporter,
  );
  const db = withAfterCommit(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }));
  return { db, kind: 'postgres', destroy: () => destroyPool(db, raw) };
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
