import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { type DependencyReporter } from '../dependencies/dependency-monitor.js';
import { isPostgresConnectionFailure, markDependencyFailure } from '../dependencies/dependency-failure.js';

/**
 * How long PostgreSQL may keep the app waiting (milliseconds), from DATABASE_*_TIMEOUT_MS (env.ts,
 * decision 0080). A silent database (a partition, a failover behind NAT) then costs a request one
 * of these, never a hang.
 */
export interface PostgresTimeouts {
  /** Opening a connection, and waiting for a free one when the pool is full. */
  connectMs: number;
  /** The server cancels a statement running longer (statement_timeout, lock waits included). */
  statementMs: number;
  /** The client gives up on an answer this long after asking (the server is silent). */
  queryMs: number;
  /** An idle connection is closed after this long; TCP keep-alive probes start after it too. */
  idleMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 3000,
  statementMs: 8000,
  queryMs: 10_000,
  idleMs: 10_000,
};

interface TrackedClient {
  /** When the connection was opened (performance.now()). */
  openedAt: number;
  /** A connection-level failure happened on it during this checkout: release destroys it. */
  broken: Error | null;
  facade: PostgresPoolClient;
}

/**
 * A pg.Pool for Kysely that survives the ways a network fails (issue 28):
 * - every connection has an 'error' listener for its whole life, checked out or idle, so a
 *   connection lost under a running query fails that query and nothing else (pg emits 'error' on
 *   the client, and an 'error' event without a listener ends the process);
 * - connect, statement, read and idle timeouts, and TCP keep-alive;
 * - a connection that failed (lost, silent past the read timeout) is destroyed when released, not
 *   handed out again; and since one dead connection means the path to the server failed, every
 *   connection opened before that failure is replaced instead of being tried in turn. The pool
 *   therefore serves again as soon as the server answers new connections.
 * Failures are tagged as the database's (503) and reported to `reporter`; a query that succeeds
 * tells it the database answers again.
 */
export function createResilientPool(
  options: { connectionString: string; schema?: string; max: number; timeouts: PostgresTimeouts },
  reporter: DependencyReporter,
): { pool: PostgresPool; raw: pg.Pool } {
  const { timeouts } = options;
  const raw = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: timeouts.idleMs,
    query_timeout: timeouts.queryMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: Math.max(timeouts.queryMs, timeouts.statementMs) * 2,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.idleMs,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const tracked = new WeakMap<pg.PoolClient, TrackedClient>();
  /** Connections opened before this moment are not trusted any more. */
  let failedAt = Number.NEGATIVE_INFINITY;

  const fail = (error: unknown, entry?: TrackedClient): unknown => {
    if (!isPostgresConnectionFailure(error)) return error;
    if (entry) entry.broken = error as Error;
    failedAt = performance.now();
    reporter.failed('database', error);
    return markDependencyFailure(error, 'database');
  };

  // Idle connections: pg-pool removes them and emits here.
  raw.on('error', (error) => void fail(error));
  raw.on('connect', (client) => {
    const entry: TrackedClient = {
      openedAt: performance.now(),
      broken: null,
      facade: {
        query: ((...args: [string, readonly unknown[]]) => {
          // The rest of a transaction on a dead connection (its rollback included) fails at once.
          if (entry.broken) return Promise.reject(markDependencyFailure(entry.broken, 'database'));
          const result = client.query(...(args as [string, unknown[]])) as unknown;
          // A cursor (streamed rows) is returned as it is; its errors reach its reader.
          if (!(result instanceof Promise)) return result;
          return result.then(
            (value) => {
              reporter.answered('database');
              return value;
            },
            (error: unknown) => Promise.reject(fail(error, entry)),
          );
        }) as PostgresPoolClient['query'],
        release: () => {
          const broken = entry.broken;
          entry.broken = null;
          client.release(broken ?? undefined);
        },
      },
    };
    tracked.set(client, entry);
    // Checked out or idle, a connection's error never goes unheard.
    client.on('error', (error) => {
      entry.broken = error;
      void fail(error);
    });
  });

  const pool: PostgresPool = {
    async connect() {
      for (;;) {
        let client: pg.PoolClient;
        try {
          client = await raw.connect();
        } catch (error) {
          throw fail(error);
        }
        const entry = tracked.get(client)!;
        if (entry.openedAt >= failedAt) return entry.facade;
        // Opened before the last failure: likely dead too. Replace it rather than find out.
        client.release(new Error('replaced after a connection failure'));
      }
    },
    end: () => raw.end(),
    // What Kysely reads to open a control connection when it cancels a query.
    Client: pg.Client,
    options: raw.options,
  };
  return { pool, raw };
}
