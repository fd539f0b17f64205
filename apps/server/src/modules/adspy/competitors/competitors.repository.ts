import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { AdspyCompetitorsTable } from '../adspy.tables.js';

type Db = Kysely<Database>;

export type CompetitorRow = Awaited<ReturnType<typeof listCompetitors>>[number];

const COLUMNS = [
  'id',
  'user_id',
  'name',
  'industry',
  'ad_library_url',
  'page_id',
  'search_terms',
  'notes',
  'created_at',
  'latest_day',
  'latest_count',
  'latest_source',
  'last_snapshot_at',
  'last_error_reason',
  'last_error_at',
  'jump_notified_day',
] as const;

export function listCompetitors(db: Db, userId: string) {
  return db.selectFrom('adspy_competitors').select(COLUMNS).where('user_id', '=', userId).orderBy('id').execute();
}

export function findCompetitor(db: Db, userId: string, id: number) {
  return db
    .selectFrom('adspy_competitors')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
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

/** The counts 1, 7 and 30 days before each of the member's competitors' latest count. */
export function baselineCounts(db: Db, userId: string) {
  return db
    .selectFrom('adspy_competitors as c')
    .innerJoin('adspy_snapshots as s', 's.competitor_id', 'c.id')
    .select(['s.competitor_id', 's.day', 's.active_ads'])
    .where('c.user_id', '=', userId)
    .where('s.active_ads', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('s.day', '=', eb('c.latest_day', '-', 1)),
        eb('s.day', '=', eb('c.latest_day', '-', 7)),
        eb('s.day', '=', eb('c.latest_day', '-', 30)),
      ]),
    )
    .execute();
}

/** The same for one competitor. */
export function baselineCountsOf(db: Db, competitorId: number, latestDay: number) {
  return db
    .selectFrom('adspy_snapshots')
    .select(['competitor_id', 'day', 'active_ads'])
    .where('competitor_id', '=', competitorId)
    .where('day', 'in', [latestDay - 1, latestDay - 7, latestDay - 30])
    .where('active_ads', 'is not', null)
    .execute();
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
