import { compareByName } from '@blivion/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

const byName = compareByName<{ name: string; id: number }>(
  (row) => row.name,
  (row) => row.id,
);

/**
 * The member's folders by name as a reader sorts them (accents and case ignored, then the id:
 * compareByName, decision 0076), each with how many chats it holds. At most AI_FOLDERS_MAX of them,
 * so they are sorted here, the same on both databases.
 */
export async function listFolders(db: Db, userId: string) {
  const rows = await db
    .selectFrom('ai_folders as f')
    .leftJoin('ai_conversations as c', 'c.folder_id', 'f.id')
    .select((eb) => ['f.id', 'f.name', 'f.created_at', eb.fn.count<number>('c.id').as('conversation_count')])
    .where('f.user_id', '=', userId)
    .groupBy(['f.id', 'f.name', 'f.created_at'])
    .execute();
  return rows.sort(byName);
}

export function findFolder(db: Db, userId: string, id: number) {
  return db
    .selectFrom('ai_folders as f')
    .select((eb) => [
      'f.id',
      'f.name',
      'f.created_at',
      eb
        .selectFrom('ai_conversations as c')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('c.folder_id', '=', 'f.id')
        .as('conversation_count'),
    ])
    .where('f.user_id', '=', userId)
    .where('f.id', '=', id)
    .executeTakeFirst();
}

export async function countFolders(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('ai_folders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertFolder(db: Db, userId: string, name: string, at: Date): Promise<number> {
  const row = await db
    .insertInto('ai_folders')
    .values({ user_id: userId, name, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function renameFolder(db: Db, userId: string, id: number, name: string): Promise<boolean> {
  const result = await db
    .updateTable('ai_folders')
    .set({ name })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Its chats move out of it (the foreign key sets their folder to null). */
export async function deleteFolder(db: Db, userId: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('ai_folders')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
