import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { WindowPeriod } from './windows.repository.js';
import * as repo from './windows.repository.js';

/** The days each rolling window covers. */
export const WINDOW_DAYS: Record<WindowPeriod, number> = { '7d': 7, '30d': 30 };
/** How old a window's counters may be before a read rebuilds them. */
export const WINDOW_REFRESH_MS = 60_000;
/** How long an instance holds a rebuild before another may take it (a crashed instance). */
const CLAIM_MS = 30_000;
const DAY_MS = 86_400_000;

/**
 * Keeps a rolling window's counters at most about WINDOW_REFRESH_MS old (decision 0135): a read
 * that finds them older starts the rebuild (one instance at a time, decision 0125) and answers
 * from the previous counters at once, so no reader waits for a rebuild; only a window never built
 * is built before the read answers. A background rebuild's failure goes to `log` (the next stale
 * read tries again); a first build's failure is thrown (what the database throws).
 * Resolves with the background rebuild, if one started, for tests and shutdown to await.
 */
export async function freshenWindow(
  db: Kysely<Database>,
  period: WindowPeriod,
  now: Date,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ rebuilding: Promise<void> | null }> {
  const staleBefore = new Date(now.getTime() - WINDOW_REFRESH_MS);
  const refreshedAt = await repo.windowRefreshedAt(db, period);
  if (refreshedAt && refreshedAt >= staleBefore) return { rebuilding: null };
  const rebuild = rebuildWhenClaimed(db, period, now, staleBefore);
  if (!refreshedAt) {
    await rebuild;
    return { rebuilding: null };
  }
  const rebuilding = rebuild.catch((error: unknown) => {
    log.warn({ err: error, period }, 'ranking window rebuild failed; the next stale read retries');
  });
  return { rebuilding };
}

async function rebuildWhenClaimed(db: Kysely<Database>, period: WindowPeriod, now: Date, staleBefore: Date) {
  const claimed = await repo.claimWindow(db, period, { now, staleBefore, until: new Date(now.getTime() + CLAIM_MS) });
  if (!claimed) return;
  try {
    await repo.rebuildWindow(db, period, new Date(now.getTime() - WINDOW_DAYS[period] * DAY_MS), now);
  } catch (error) {
    await repo.releaseWindow(db, period).catch(() => {});
    throw error;
  }
}
