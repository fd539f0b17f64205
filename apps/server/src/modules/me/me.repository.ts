import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function updateName(db: Kysely<Database>, userId: string, name: string): Promise<void> {
  await db.updateTable('user').set({ name, updatedAt: new Date() }).where('id', '=', userId).execute();
}
