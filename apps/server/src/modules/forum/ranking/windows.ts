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
 * Makes a rolling window's counters at most WINDOW_REFRESH_MS old before it is read: the read that
 * finds them older takes the rebuild (one instance at a time, decision 0125) and waits for it;
 * reads meanwhile get the previous counters. Throws what the database throws.
 */
export async function freshenWindow(db: Kysely<Database>, period: WindowPeriod, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - WINDOW_REFRESH_MS);
  const refreshedAt = await repo.windowRefreshedAt(db, period);
  if (refreshedAt && refreshedAt >= staleBefore) return;
  const claimed = await repo.claimWindow(db, period, { now, staleBefore, until: new Date(now.getTime() + CLAIM_MS) });
  if (!claimed) return;
  try {
    await repo.rebuildWindow(db, period, new Date(now.getTime() - WINDOW_DAYS[period] * DAY_MS), now);
  } catch (error) {
    await repo.releaseWindow(db, period);
    throw error;
  }
}
