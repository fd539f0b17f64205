import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Plenty for a strip of banners; the list is never paged. */
const LIST_MAX = 200;

export interface NewBanner {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string;
  link: string | null;
  active: boolean;
  createdAt: Date;
}

export function listBanners(db: Db, onlyActive: boolean) {
  let query = db.selectFrom('banners').selectAll();
  if (onlyActive) query = query.where('active', '=', true);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(LIST_MAX).execute();
}

export async function anyBannerStored(db: Db): Promise<boolean> {
  return (await db.selectFrom('banners').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export function findBanner(db: Db, id: string) {
  return db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertBanner(db: Db, banner: NewBanner): Promise<void> {
  await db
    .insertInto('banners')
    .values({
      id: banner.id,
      title: banner.title,
      description: banner.description,
      image_url: banner.imageUrl,
      link: banner.link,
      active: banner.active,
      created_at: banner.createdAt,
    })
    .execute();
}

export async function setBannerActive(db: Db, id: string, active: boolean): Promise<void> {
  await db.updateTable('banners').set({ active }).where('id', '=', id).execute();
}

export async function deleteBanner(db: Db, id: string): Promise<void> {
  await db.deleteFrom('banners').where('id', '=', id).execute();
}

/** Whether a banner shows the image at the URL. */
export async function isBannerImage(db: Db, url: string): Promise<boolean> {
  const row = await db.selectFrom('banners').select('id').where('image_url', '=', url).limit(1).executeTakeFirst();
  return row !== undefined;
}
