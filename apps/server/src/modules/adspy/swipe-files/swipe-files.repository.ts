import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

const COLUMNS = ['id', 'name', 'description', 'ad_count', 'created_at', 'updated_at'] as const;

export type SwipeFileRow = Awaited<ReturnType<typeof listSwipeFiles>>[number];

export function listSwipeFiles(db: Db, userId: string) {
  return db
    .selectFrom('adspy_swipe_files')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findSwipeFile(db: Db, userId: string, id: number) {
  return db
    .selectFrom('adspy_swipe_files')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countSwipeFiles(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('adspy_swipe_files')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertSwipeFile(
  db: Db,
  userId: string,
  values: { name: string; description: string | null },
  at: Date,
): Promise<number> {
  const row = await db
    .insertInto('adspy_swipe_files')
    .values({ ...values, user_id: userId, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSwipeFile(
  db: Db,
  userId: string,
  id: number,
  values: { name?: string; description?: string | null },
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('adspy_swipe_files')
    .set({ ...values, updated_at: at })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSwipeFile(db: Db, userId: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('adspy_swipe_files')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listSavedAds(db: Db, swipeFileId: number) {
  return db
    .selectFrom('adspy_saved_ads')
    .select(['ad_archive_id', 'ad', 'note', 'saved_at'])
    .where('swipe_file_id', '=', swipeFileId)
    .orderBy('id', 'desc')
    .execute();
}

/** Saves the ad once per file (saving it again replaces the copy and note); false when it was there. */
export async function upsertSavedAd(
  db: Db,
  swipeFileId: number,
  values: { adArchiveId: string; ad: string; note: string | null },
  at: Date,
): Promise<boolean> {
  const existing = await db
    .selectFrom('adspy_saved_ads')
    .select('id')
    .where('swipe_file_id', '=', swipeFileId)
    .where('ad_archive_id', '=', values.adArchiveId)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('adspy_saved_ads')
      .set({ ad: values.ad, note: values.note })
      .where('id', '=', existing.id)
      .execute();
    return false;
  }
  await db
    .insertInto('adspy_saved_ads')
    .values({
      swipe_file_id: swipeFileId,
      ad_archive_id: values.adArchiveId,
      ad: values.ad,
      note: values.note,
      saved_at: at,
    })
    .execute();
  return true;
}

export async function deleteSavedAd(db: Db, swipeFileId: number, adArchiveId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('adspy_saved_ads')
    .where('swipe_file_id', '=', swipeFileId)
    .where('ad_archive_id', '=', adArchiveId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Moves the file's ad count by `delta` (written with the saved ad, in its transaction). */
export async function addToAdCount(db: Db, swipeFileId: number, delta: number, at: Date): Promise<void> {
  await db
    .updateTable('adspy_swipe_files')
    .set((eb) => ({ ad_count: eb('ad_count', '+', delta), updated_at: at }))
    .where('id', '=', swipeFileId)
    .execute();
}
