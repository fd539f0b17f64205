import { foldText } from '@blivion/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function updateName(db: Kysely<Database>, userId: string, name: string): Promise<void> {
  await db
    .updateTable('user')
    .set({ name, name_key: foldText(name), updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The profile photo lives in better-auth's own `image` column of the user. */
export async function readAvatar(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('user').select('image').where('id', '=', userId).executeTakeFirst();
  return row?.image ?? null;
}

export async function writeAvatar(db: Kysely<Database>, userId: string, url: string | null, at: Date): Promise<void> {
  await db.updateTable('user').set({ image: url, updatedAt: at }).where('id', '=', userId).execute();
}
