import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { precompiled } from '../../../db/precompiled.js';
import type { Database } from '../../../db/schema.js';
import { foldedWords } from '../common/text.js';

type Db = Kysely<Database> | Transaction<Database>;

const MESSAGE_COLUMNS = [
  'id',
  'role',
  'text',
  'status',
  'error_code',
  'model_name',
  'input_tokens',
  'output_tokens',
  'credits',
  'created_at',
] as const;

/** The newest messages before a message id (or the newest of all), newest first; keyset on id. */
const pageBefore = precompiled((db, p: { conversationId: number; before: number; limit: number }, variant) => {
  let query = db.selectFrom('ai_messages').select(MESSAGE_COLUMNS).where('conversation_id', '=', p.conversationId);
  if (variant === 'before') query = query.where('id', '<', p.before);
  return query.orderBy('id', 'desc').limit(p.limit);
});

export function newestMessages(db: Db, conversationId: number, before: number | null, limit: number) {
  return pageBefore.execute(db, { conversationId, before: before ?? 0, limit }, before === null ? '' : 'before');
}
export type MessageRow = Awaited<ReturnType<typeof newestMessages>>[number];

/** PostgreSQL's search document of a message: its folded words. */
function searchVector(kind: DatabaseKind, text: string) {
  if (kind !== 'postgres') return {};
  return { search_vector: sql<string>`to_tsvector('simple', ${foldedWords(text).join(' ')})` };
}

export interface NewMessage {
  conversationId: number;
  userId: string;
  role: 'user' | 'assistant';
  text: string;
  status?: 'complete' | 'stopped' | 'error';
  errorCode?: string | null;
  modelName?: string | null;
  inputTokens?: number;
  outputTokens?: number;
  credits?: number;
  at: Date;
}

export async function insertMessage(db: Db, kind: DatabaseKind, m: NewMessage): Promise<number> {
  const row = await db
    .insertInto('ai_messages')
    .values({
      conversation_id: m.conversationId,
      user_id: m.userId,
      role: m.role,
      text: m.text,
      status: m.status ?? 'complete',
      error_code: m.errorCode ?? null,
      model_name: m.modelName ?? null,
      input_tokens: m.inputTokens ?? 0,
      output_tokens: m.outputTokens ?? 0,
      credits: m.credits ?? 0,
      created_at: m.at,
      ...searchVector(kind, m.text),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export function findMessage(db: Db, conversationId: number, id: number) {
  return db
    .selectFrom('ai_messages')
    .select(MESSAGE_COLUMNS)
    .where('conversation_id', '=', conversationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateMessageText(db: Db, kind: DatabaseKind, id: number, text: string): Promise<void> {
  await db
    .updateTable('ai_messages')
    .set({ text, ...searchVector(kind, text) })
    .where('id', '=', id)
    .execute();
}

/** Drops the messages from one on (what an edit or a regeneration replaces); their ids. */
export async function deleteMessagesFrom(db: Db, conversationId: number, fromId: number): Promise<number[]> {
  const rows = await db
    .deleteFrom('ai_messages')
    .where('conversation_id', '=', conversationId)
    .where('id', '>=', fromId)
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

export async function messageIdsOf(db: Db, conversationId: number): Promise<number[]> {
  const rows = await db.selectFrom('ai_messages').select('id').where('conversation_id', '=', conversationId).execute();
  return rows.map((row) => Number(row.id));
}

/** How many messages the conversation holds and its last one, to rewrite the list's columns. */
export async function tailOf(db: Db, conversationId: number) {
  const count = await db
    .selectFrom('ai_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('ai_messages')
    .select(['text', 'created_at'])
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { messageCount: Number(count.n), last };
}

/** Who wrote the conversation's last message, and in which role (undefined: no message). */
export function lastMessageAuthor(db: Db, conversationId: number) {
  return db
    .selectFrom('ai_messages')
    .select(['role', 'user_id'])
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
