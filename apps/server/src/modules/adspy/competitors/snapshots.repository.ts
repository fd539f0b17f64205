import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

export interface SnapshotValues {
  competitorId: number;
  day: number;
  count: number;
  source: 'api' | 'manual';
  at: Date;
}

/** Records the day's count (the latest of the day wins) and moves the competitor's latest count. */
export async function writeCount(db: Db, values: SnapshotValues): Promise<void> {
  const row = {
    active_ads: values.count,
    source: values.source,
    error_reason: null,
    recorded_at: values.at,
  };
  await db
    .insertInto('adspy_snapshots')
    .values({ competitor_id: values.competitorId, day: values.day, ...row })
    .onConflict((oc) => oc.columns(['competitor_id', 'day']).doUpdateSet(row))
    .execute();
  await db
    .updateTable('adspy_competitors')
    .set({ last_snapshot_at: values.at, last_error_reason: null, last_error_at: null })
    .where('id', '=', values.competitorId)
    .execute();
  await db
    .updateTable('adspy_competitors')
    .set({ latest_day: values.day, latest_count: values.count, latest_source: values.source })
    .where('id', '=', values.competitorId)
    .where((eb) => eb.or([eb('latest_day', 'is', null), eb('latest_day', '<=', values.day)]))
    .execute();
}

/**
 * A failed automatic fetch: the competitor shows the error until its next count. With a day (the
 * job's final answer for it), that day also gets a row without a count (a gap that says why),
 * unless it has one already.
 */
export async function writeFailure(db: Db, competitorId: number, day: number | null, reason: string, at: Date) {
  if (day !== null)
    await db
      .insertInto('adspy_snapshots')
      .values({
        competitor_id: competitorId,
        day,
        active_ads: null,
        source: 'api',
        error_reason: reason,
        recorded_at: at,
      })
      .onConflict((oc) => oc.columns(['competitor_id', 'day']).doNothing())
      .execute();
  await db
    .updateTable('adspy_competitors')
    .set({ last_error_reason: reason, last_error_at: at })
    .where('id', '=', competitorId)
    .execute();
}

export async function countOn(db: Db, competitorId: number, day: number): Promise<number | null> {
  const row = await db
    .selectFrom('adspy_snapshots')
    .select('active_ads')
    .where('competitor_id', '=', competitorId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.active_ads ?? null;
}

export async function markJumpNotified(db: Db, competitorId: number, day: number): Promise<boolean> {
  const result = await db
    .updateTable('adspy_competitors')
    .set({ jump_notified_day: day })
    .where('id', '=', competitorId)
    .where((eb) => eb.or([eb('jump_notified_day', 'is', null), eb('jump_notified_day', '<', day)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Competitors the day's job has still to count: with something to look up and no automatic count that day. */
export function competitorsToCount(db: Db, day: number) {
  return db
    .selectFrom('adspy_competitors as c')
    .select(['c.id', 'c.user_id', 'c.name', 'c.page_id', 'c.search_terms'])
    .where((eb) => eb.or([eb('c.page_id', 'is not', null), eb('c.search_terms', 'is not', null)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('adspy_snapshots as s')
            .select('s.day')
            .whereRef('s.competitor_id', '=', 'c.id')
            .where('s.day', '=', day)
            .where('s.source', '=', 'api'),
        ),
      ),
    )
    .orderBy('c.id')
    .execute();
}
