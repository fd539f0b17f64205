import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Writes the text streamed so far of the reply held by `holdId` (one row per hold). */
export async function writeCheckpoint(
  db: Db,
  checkpoint: { holdId: number; conversationId: number; text: string; at: Date },
): Promise<void> {
  await db
    .insertInto('ai_reply_checkpoints')
    .values({
      hold_id: checkpoint.holdId,
      conversation_id: checkpoint.conversationId,
      text: checkpoint.text,
      updated_at: checkpoint.at,
    })
    .onConflict((oc) => oc.column('hold_id').doUpdateSet({ text: checkpoint.text, updated_at: checkpoint.at }))
    .execute();
}

/** Removes the checkpoint of `holdId` and returns its text ('' when there was none). */
export async function takeCheckpoint(db: Db, holdId: number): Promise<string> {
  const row = await db
    .deleteFrom('ai_reply_checkpoints')
    .where('hold_id', '=', holdId)
    .returning('text')
    .executeTakeFirst();
  return row?.text ?? '';
}

/** Removes checkpoints last written before `before` (left by replies whose end was not heard). */
export async function removeCheckpointsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('ai_reply_checkpoints').where('updated_at', '<', before).execute();
}
