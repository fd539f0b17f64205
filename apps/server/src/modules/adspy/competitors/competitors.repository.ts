import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { AdspyCompetitorsTable } from '../adspy.tables.js';

type Db = Kysely<Database>;

export type CompetitorRow = Awaited<ReturnType<typeof listCompetitors>>[number];

/**
 * The competitors with the counts 1, 7 and 30 days before their latest count: three primary-key
 * lookups per competitor, the same plan on both databases (an OR of days made PostgreSQL read
 * every snapshot of the competitor).
 */
function selectWithBaselines(db: Db) {
  return db
    .selectFrom('adspy_competitors as c')
    .leftJoin('adspy_snapshots as s1', (join) =>
      join.onRef('s1.competitor_id', '=', 'c.id').on((eb) => eb('s1.day', '=', eb('c.latest_day', '-', 1))),
    )
    .leftJoin('adspy_snapshots as s7', (join) =>
      join.onRef('s7.competitor_id', '=', 'c.id').on((eb) => eb('s7.day', '=', eb('c.latest_day', '-', 7))),
    )
    .leftJoin('adspy_snapshots as s30', (join) =>
      join.onRef('s30.competitor_id', '=', 'c.id').on((eb) => eb('s30.day', '=', eb('c.latest_day', '-', 30))),
    )
    .select([
      'c.id',
      'c.user_id',
      'c.name',
      'c.industry',
      'c.ad_library_url',
      'c.page_id',
      'c.search_terms',
      'c.notes',
      'c.created_at',
      'c.latest_day',
      'c.latest_count',
      'c.latest_source',
      'c.last_snapshot_at',
      'c.last_error_reason',
      'c.last_error_at',
      's1.active_ads as count_1',
      's7.active_ads as count_7',
      's30.active_ads as count_30',
    ]);
}

export function listCompetitors(db: Db, userId: string) {
  return selectWithBaselines(db).where('c.user_id', '=', userId).orderBy('c.id').execute();
}

export function findCompetitor(db: Db, userId: string, id: number) {
  return selectWithBaselines(db).where('c.user_id', '=', userId).where('c.id', '=', id).executeTakeFirst();
}

export function findCompetitorsByIds(db: Db, userId: string, ids: number[]) {
  return db
    .selectFrom('adspy_competitors')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

export async function countCompetitors(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('adspy_competitors')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countAllCompetitors(db: Db): Promise<number> {
  const row = await db
    .selectFrom('adspy_competitors')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type CompetitorValues = Pick<
  AdspyCompetitorsTable,
  'name' | 'industry' | 'ad_library_url' | 'page_id' | 'search_terms' | 'notes'
>;

export async function insertCompetitor(db: Db, userId: string, values: CompetitorValues, at: Date): Promise<number> {
  const row = await db
    .insertInto('adspy_competitors')
    .values({ ...values, user_id: userId, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCompetitor(
  db: Db,
  userId: string,
  id: number,
  values: Partial<CompetitorValues>,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('adspy_competitors')
    .set({ ...values, updated_at: at })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCompetitor(db: Db, userId: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('adspy_competitors')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function snapshotsBetween(db: Db, competitorIds: number[], fromDay: number, toDay: number) {
  return db
    .selectFrom('adspy_snapshots')
    .select(['competitor_id', 'day', 'active_ads'])
    .where('competitor_id', 'in', competitorIds)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
}

/**
 * The counts of the member's competitors (or of one of them) from `fromDay` to `toDay`: one query
 * for every card's trend line, each competitor's rows read through the snapshots' primary key.
 */
export function memberSnapshotsBetween(db: Db, userId: string, fromDay: number, toDay: number, competitorId?: number) {
  let query = db
    .selectFrom('adspy_snapshots as s')
    .innerJoin('adspy_competitors as c', 'c.id', 's.competitor_id')
    .select(['s.competitor_id', 's.day', 's.active_ads'])
    .where('c.user_id', '=', userId)
    .where('s.day', '>=', fromDay)
    .where('s.day', '<=', toDay);
  if (competitorId !== undefined) query = query.where('c.id', '=', competitorId);
  return query.execute();
}
