import { ADSPY_AD_COUNT_MAX, ADSPY_COUNT_MAX_PAGES, ADSPY_JUMP_MIN_ADS, ADSPY_JUMP_PERCENT } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { notify } from '../../notifications/index.js';
import { adsArchive } from '../graph/ad-library.js';
import { epochDay, isJump } from './figures.js';
import * as snapshots from './snapshots.repository.js';

/** What the Ad Library is asked about a competitor: its page, else its name's keywords. */
export interface CountTarget {
  id: number;
  user_id: string;
  name: string;
  page_id: string | null;
  search_terms: string | null;
}

const COUNT_PAGE_SIZE = 500;

/**
 * The competitor's active ads: the API has no count field, so this pages through ads_archive
 * (ids only, 500 a page) in every country, up to ADSPY_COUNT_MAX_PAGES pages.
 */
export async function countActiveAds(app: FastifyInstance, target: CountTarget): Promise<number> {
  let count = 0;
  let after: string | undefined;
  for (let page = 0; page < ADSPY_COUNT_MAX_PAGES; page += 1) {
    const result = await adsArchive(app, {
      ad_type: 'ALL',
      ad_reached_countries: ['ALL'],
      ad_active_status: 'ACTIVE',
      search_page_ids: target.page_id ? [target.page_id] : undefined,
      search_terms: target.page_id ? undefined : (target.search_terms ?? target.name),
      fields: 'id',
      limit: COUNT_PAGE_SIZE,
      after,
    });
    count += result.ads.length;
    if (!result.after || result.ads.length === 0) break;
    after = result.after;
  }
  return Math.min(count, ADSPY_AD_COUNT_MAX);
}

/**
 * Records a count from the API for the day (today, or the day the daily job's run is for, computed
 * once: a run that ends after midnight still fills its own day), and tells the owner when it jumped
 * from the day before (once per competitor and day), in one transaction.
 */
export async function recordApiCount(
  app: FastifyInstance,
  target: CountTarget,
  count: number,
  day?: number,
): Promise<void> {
  const at = app.clock.now();
  day ??= epochDay(at);
  await app.database.db.transaction().execute(async (trx) => {
    await snapshots.writeCount(trx, { competitorId: target.id, day, count, source: 'api', at });
    const yesterday = await snapshots.countOn(trx, target.id, day - 1);
    if (yesterday === null || !isJump(yesterday, count, ADSPY_JUMP_PERCENT, ADSPY_JUMP_MIN_ADS)) return;
    if (!(await snapshots.markJumpNotified(trx, target.id, day))) return;
    await notify(trx, [target.user_id], {
      kind: 'adSpy.competitorJump',
      actorId: null,
      subject: { type: 'adSpy.competitor', id: target.id },
      text: 'adSpy.notifications.jump',
      params: { name: target.name, from: yesterday, to: count },
      link: '/adspy',
      at,
    });
  });
}

export async function recordManualCount(app: FastifyInstance, competitorId: number, count: number): Promise<void> {
  const at = app.clock.now();
  await app.database.db
    .transaction()
    .execute((trx) => snapshots.writeCount(trx, { competitorId, day: epochDay(at), count, source: 'manual', at }));
}

/**
 * A failed count, kept on the competitor; `gapDay` is the daily job's day, whose row then says why
 * it has no count (null for 'Atualizar', which leaves the day to the job).
 */
export async function recordFailure(
  app: FastifyInstance,
  competitorId: number,
  reason: string,
  gapDay: number | null,
): Promise<void> {
  const at = app.clock.now();
  await app.database.db.transaction().execute((trx) => snapshots.writeFailure(trx, competitorId, gapDay, reason, at));
}
