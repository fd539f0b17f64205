import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export async function readProfileLogo(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('profiles').select('logo_url').where('user_id', '=', userId).executeTakeFirst();
  return row?.logo_url ?? null;
}

export async function writeProfileLogo(db: Db, userId: string, logoUrl: string | null, at: Date): Promise<void> {
  await db.updateTable('profiles').set({ logo_url: logoUrl, updated_at: at }).where('user_id', '=', userId).execute();
}

/** Whether a member's logo or avatar points at the URL. */
export async function isProfileImage(db: Db, url: string): Promise<boolean> {
  const profile = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('logo_url', '=', url)
    .limit(1)
    .executeTakeFirst();
  if (profile) return true;
  const avatar = await db.selectFrom('user').select('id').where('image', '=', url).limit(1).executeTakeFirst();
  return avatar !== undefined;
}
