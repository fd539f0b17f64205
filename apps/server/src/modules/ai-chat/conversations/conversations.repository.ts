import type { Kysely, SqlBool, Transaction } from 'kysely';
import { sql } from 'kysely';
import { precompiled } from '../../../db/precompiled.js';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export const SUMMARY_COLUMNS = [
  'c.id',
  'c.folder_id',
  'c.target_type',
  'c.target_id',
  'c.model_name',
  'c.title',
  'c.last_message_preview',
  'c.last_message_at',
  'c.message_count',
  'c.created_at',
] as const;

function summaries(db: Db) {
  return db.selectFrom('ai_conversations as c').select(SUMMARY_COLUMNS);
}
export type ConversationRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

/** Which chats a list shows: all of them, those in no folder, or one folder's. */
export type FolderFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'folder'; id: number };

interface PageArgs {
  userId: string;
  folderId: number;
  at: string;
  id: number;
  limit: number;
  [name: string]: unknown;
}

/** Most recent activity first; keyset on (last_message_at, id). One compiled query per shape. */
const recentPage = precompiled((db, p: PageArgs, variant) => {
  let query = summaries(db).where('c.user_id', '=', p.userId);
  if (variant.startsWith('none')) query = query.where('c.folder_id', 'is', null);
  if (variant.startsWith('folder')) query = query.where('c.folder_id', '=', p.folderId);
  if (variant.endsWith('after')) query = query.where(sql<SqlBool>`(c.last_message_at, c.id) < (${p.at}, ${p.id})`);
  return query.orderBy('c.last_message_at', 'desc').orderBy('c.id', 'desc').limit(p.limit);
});

export function listRecent(
  db: Db,
  options: { userId: string; folder: FolderFilter; after: readonly [string, number] | null; limit: number },
) {
  const [at, id] = options.after ?? ['', 0];
  const folderId = options.folder.kind === 'folder' ? options.folder.id : 0;
  const variant = `${options.folder.kind}/${options.after ? 'after' : ''}`;
  return recentPage.execute(
    db as Kysely<Database>,
    { userId: options.userId, folderId, at, id, limit: options.limit },
    variant,
  );
}

const ownedOne = precompiled((db, p: { userId: string; id: number }) =>
  summaries(db).where('c.user_id', '=', p.userId).where('c.id', '=', p.id),
);

/** The member's conversation, or undefined (someone else's is never found). */
export function findOwned(db: Db, userId: string, id: number) {
  return ownedOne.first(db as Kysely<Database>, { userId, id });
}

export interface NewConversation {
  userId: string;
  folderId: number | null;
  targetType: 'model' | 'agent';
  targetId: number;
  modelName: string;
  title: string;
  searchTitle: string;
  at: Date;
}

export async function insertConversation(db: Db, c: NewConversation): Promise<number> {
  const row = await db
    .insertInto('ai_conversations')
    .values({
      user_id: c.userId,
      folder_id: c.folderId,
      target_type: c.targetType,
      target_id: c.targetId,
      model_name: c.modelName,
      title: c.title,
      search_title: c.searchTitle,
      last_message_at: c.at,
      created_at: c.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface ConversationChange {
  title?: { title: string; searchTitle: string; byMember: boolean };
  folderId?: number | null;
}

export async function updateConversation(db: Db, userId: string, id: number, change: ConversationChange) {
  const result = await db
    .updateTable('ai_conversations')
    .set({
      ...(change.title
        ? {
            title: change.title.title,
            search_title: change.title.searchTitle,
            title_by_member: change.title.byMember,
          }
        : {}),
      ...(change.folderId !== undefined ? { folder_id: change.folderId } : {}),
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the member renamed the chat (then messages no longer title it). */
export async function titledByMember(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('ai_conversations').select('title_by_member').where('id', '=', id).executeTakeFirst();
  return Boolean(row?.title_by_member);
}

/** The list's columns after the messages changed: the count, the last one's preview and time. */
export async function writeTail(
  db: Db,
  id: number,
  tail: { messageCount: number; preview: string; at: Date | string },
): Promise<void> {
  await db
    .updateTable('ai_conversations')
    .set({ message_count: tail.messageCount, last_message_preview: tail.preview, last_message_at: tail.at })
    .where('id', '=', id)
    .execute();
}

export async function deleteConversation(db: Db, userId: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('ai_conversations')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes the chats created before `before` that hold no message of the member's (only the greeting). */
export async function deleteEmptyBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('ai_conversations')
    .where('created_at', '<', before)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('ai_messages as m')
            .select('m.id')
            .whereRef('m.conversation_id', '=', 'ai_conversations.id')
            .where('m.role', '=', 'user'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
