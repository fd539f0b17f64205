import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AiAttachmentsTable } from './ai-files.tables.js';

type Db = Kysely<Database>;

/** Everything about a file but its text (what the member is shown, and where its bytes are). */
const SHOWN = [
  'id',
  'owner_id',
  'kind',
  'media_type',
  'name',
  'size_bytes',
  'storage_key',
  'text_truncated',
  'page_count',
  'generated',
  'message_id',
] as const;

export async function insertAttachment(db: Db, row: Insertable<AiAttachmentsTable>): Promise<number> {
  const inserted = await db.insertInto('ai_attachments').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** The member's files that wait to be sent. */
export async function countUnsent(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('ai_attachments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_id', '=', ownerId)
    .where('message_id', 'is', null)
    .where('attached_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The member's own file, sent or not (a file whose message was deleted is gone). */
export function findOwnedAttachment(db: Db, id: number, ownerId: string) {
  return db
    .selectFrom('ai_attachments')
    .select(SHOWN)
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where((eb) => eb.or([eb('message_id', 'is not', null), eb('attached_at', 'is', null)]))
    .executeTakeFirst();
}

/** The member's unsent files among `ids`, with their text, in id order. */
export function findUnsentAttachments(db: Db, ownerId: string, ids: number[]) {
  return db
    .selectFrom('ai_attachments')
    .select([...SHOWN, 'text_content'])
    .where('id', 'in', ids)
    .where('owner_id', '=', ownerId)
    .where('message_id', 'is', null)
    .where('attached_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** The files of these messages, with their text, in message then id order. */
export function findMessagesAttachments(db: Db, messageIds: number[]) {
  return db
    .selectFrom('ai_attachments')
    .select([...SHOWN, 'text_content'])
    .where('message_id', 'in', messageIds)
    .orderBy('message_id')
    .orderBy('id')
    .execute();
}

/** Links the owner's unsent files among `ids` to the message; answers how many it linked. */
export async function linkAttachments(db: Db, messageId: number, ownerId: string, ids: number[], at: Date) {
  const result = await db
    .updateTable('ai_attachments')
    .set({ message_id: messageId, attached_at: at })
    .where('id', 'in', ids)
    .where('owner_id', '=', ownerId)
    .where('message_id', 'is', null)
    .where('attached_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Takes the files off these (deleted) messages; the sweep then deletes them. */
export async function unlinkMessages(db: Db, messageIds: number[]): Promise<void> {
  await db.updateTable('ai_attachments').set({ message_id: null }).where('message_id', 'in', messageIds).execute();
}

/** Deletes the owner's unsent file; answers its storage key, or undefined when there was none. */
export async function deleteUnsentAttachment(db: Db, id: number, ownerId: string) {
  const row = await db
    .deleteFrom('ai_attachments')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('message_id', 'is', null)
    .where('attached_at', 'is', null)
    .returning('storage_key')
    .executeTakeFirst();
  return row?.storage_key;
}

/**
 * Files nobody can reach any more: of deleted accounts, of deleted messages, and files never sent
 * that were uploaded before `unsentBefore`.
 */
function unreachable(unsentBefore: Date) {
  return (eb: ExpressionBuilder<Database, 'ai_attachments'>) =>
    eb.or([
      eb('owner_id', 'is', null),
      eb.and([
        eb('message_id', 'is', null),
        eb.or([eb('attached_at', 'is not', null), eb('created_at', '<', unsentBefore)]),
      ]),
    ]);
}

/** Up to `limit` unreachable files, oldest first. */
export function findSweepable(db: Db, unsentBefore: Date, limit: number) {
  return db
    .selectFrom('ai_attachments')
    .select('id')
    .where(unreachable(unsentBefore))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Deletes the rows among `ids` still unreachable (one sent meanwhile stays); answers their storage keys. */
export async function deleteSwept(db: Db, ids: number[], unsentBefore: Date): Promise<string[]> {
  const rows = await db
    .deleteFrom('ai_attachments')
    .where('id', 'in', ids)
    .where(unreachable(unsentBefore))
    .returning('storage_key')
    .execute();
  return rows.map((row) => row.storage_key);
}
