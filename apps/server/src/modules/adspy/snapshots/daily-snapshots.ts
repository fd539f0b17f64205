import { ADSPY_SNAPSHOT_CRON } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { scheduleJob, utcDaySlot } from '../../../jobs/scheduler.js';
import { countActiveAds, recordApiCount, recordFailure } from '../competitors/counts.service.js';
import { epochDay } from '../competitors/figures.js';
import { competitorsToCount } from '../competitors/snapshots.repository.js';
import { AdSpyApiError } from '../graph/ad-library.js';
import { hasLiveToken } from '../tokens/tokens.service.js';

export const DAILY_SNAPSHOTS_JOB = 'adspy.daily-snapshots';

/** Thrown to give the day's slot back, so the next hourly tick resumes where this run stopped. */
class SnapshotsPaused extends Error {
  constructor(readonly reason: string) {
    super(`daily snapshots paused: ${reason}`);
  }
}

/**
 * One automatic count per competitor per UTC day (docs/decisions/0044). The slot is the day, claimed
 * in job_runs, so one instance runs it; the timer ticks every hour, so when every token is resting
 * (17/613) or the app is limited (4) the run gives its slot back and the next tick goes on with
 * the competitors still without a count that day: that is the backoff. A competitor the API
 * refuses (100) gets that day's gap with its reason. Competitors that name the same page or
 * keywords are counted with one call.
 */
export async function runDailySnapshots(app: FastifyInstance, at: Date): Promise<void> {
  if (!(await hasLiveToken(app))) return;
  // The run's day, once: counts that finish after midnight still belong to it.
  const day = epochDay(at);
  const todo = await competitorsToCount(app.database.db, day);
  const counted = new Map<string, number>();
  let recorded = 0;
  for (const competitor of todo) {
    const key = competitor.page_id ? `page:${competitor.page_id}` : `q:${competitor.search_terms}`;
    try {
      let count = counted.get(key);
      if (count === undefined) {
        count = await countActiveAds(app, competitor);
        counted.set(key, count);
      }
      await recordApiCount(app, competitor, count, day);
      recorded += 1;
    } catch (error) {
      if (!(error instanceof AdSpyApiError)) throw error;
      if (error.reason !== 'badRequest') {
        app.log.warn({ job: DAILY_SNAPSHOTS_JOB, recorded, reason: error.reason }, 'daily snapshots paused');
        throw new SnapshotsPaused(error.reason);
      }
      await recordFailure(app, competitor.id, error.reason, day);
    }
  }
  app.log.info({ job: DAILY_SNAPSHOTS_JOB, recorded, calls: counted.size }, 'daily snapshots recorded');
}

export function scheduleDailySnapshots(app: FastifyInstance): void {
  scheduleJob(app, {
    name: DAILY_SNAPSHOTS_JOB,
    cron: ADSPY_SNAPSHOT_CRON,
    slotOf: utcDaySlot,
    run: (app, _slot, at) => runDailySnapshots(app, at),
  });
}
