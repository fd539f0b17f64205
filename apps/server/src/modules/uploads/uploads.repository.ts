import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export const PLATFORM_LOGO_KEY = 'platformLogoUrl';

/** Whether a profile, an avatar, a banner, a course thumbnail or the platform logo still points at the URL. */
export async function isUrlReferenced(db: Db, url: string): Promise<boolean> {
  const profile = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('logo_url', '=', url)
    .limit(1)
    .executeTakeFirst();
  if (profile) return true;
  const avatar = await db.selectFrom('user').select('id').where('image', '=', url).limit(1).executeTakeFirst();
  if (avatar) return true;
  const banner = await db.selectFrom('banners').select('id').where('image_url', '=', url).limit(1).executeTakeFirst();
  if (banner) return true;
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('thumbnail_url', '=', url)
    .limit(1)
    .executeTakeFirst();
  if (course) return true;
  const setting = await db
    .selectFrom('system_settings')
    .select('key')
    .where('key', '=', PLATFORM_LOGO_KEY)
    .where('value', '=', JSON.stringify(url))
    .executeTakeFirst();
  return setting !== undefined;
}

export async function readProfileLogo(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('profiles').select('logo_url').where('user_id', '=', userId).executeTakeFirst();
  return row?.logo_url ?? null;
}

export async function writeProfileLogo(db: Db, userId: string, logoUrl: string | null, at: Date): Promise<void> {
  await db.updateTable('profiles').set({ logo_url: logoUrl, updated_at: at }).where('user_id', '=', userId).execute();
}

export async function readPlatformLogo(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('system_settings')
    .select('value')
    .where('key', '=', PLATFORM_LOGO_KEY)
    .executeTakeFirst();
  const value: unknown = row ? JSON.parse(row.value) : null;
  return typeof value === 'string' ? value : null;
}

export async function writePlatformLogo(db: Db, logoUrl: string | null, at: Date): Promise<void> {
  if (logoUrl === null) {
    await db.deleteFrom('system_settings').where('key', '=', PLATFORM_LOGO_KEY).execute();
    return;
  }
  const value = JSON.stringify(logoUrl);
  await db
    .insertInto('system_settings')
    .values({ key: PLATFORM_LOGO_KEY, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}
