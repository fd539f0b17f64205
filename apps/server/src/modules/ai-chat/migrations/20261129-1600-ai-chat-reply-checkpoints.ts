import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { createIndex, timestampType } from '../../../db/migration-helpers.js';

/**
 * The text of each reply still streaming, written every few seconds (issue 28, item 9, decision
 * 0098): when the instance streaming it crashes, the hold sweep stores that part in the reply it
 * marks interrupted. hold_id is the ai-credits module's hold (no foreign key across modules).
 */
export function aiReplyCheckpoints(kind: DatabaseKind) {
  const timestamp = timestampType(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('ai_reply_checkpoints')
        .ifNotExists()
        .addColumn('hold_id', 'integer', (col) => col.primaryKey())
        .addColumn('conversation_id', 'integer', (col) =>
          col.notNull().references('ai_conversations.id').onDelete('cascade'),
        )
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute();
      await createIndex(db, 'ai_reply_checkpoints_conversation_idx', 'ai_reply_checkpoints (conversation_id)');
      await createIndex(db, 'ai_reply_checkpoints_updated_idx', 'ai_reply_checkpoints (updated_at)');
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('ai_reply_checkpoints').ifExists().execute();
    },
  };
}
