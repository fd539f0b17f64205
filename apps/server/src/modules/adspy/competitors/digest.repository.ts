import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** The counts of the member's competitors on days [fromDay, toDay), by competitor then day. */
export function competitorCountsBetween(db: Kysely<Database>, userId: string, fromDay: number, toDay: number) {
  return db
    .selectFrom('adspy_snapshots as s')
    .innerJoin('adspy_competitors as c', 'c.id', 's.competitor_id')
    .select(['c.id', 'c.name', 's.day', 's.active_ads'])
    .where((eb) =>
      eb.and([
        eb('c.user_id', '=', userId),
        eb.between('s.day', fromDay, toDay - 1),
        eb('s.active_ads', 'is not', null),
      ]),
    )
    .orderBy('c.id')
    .orderBy('s.day')
    .execute();
}
