import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { createIndex, nowDefault, timestampType, withSerialId } from '../../../db/migration-helpers.js';

/**
 * The AI lab's files (docs/decisions/0042-ai-files.md): one row per attached file or generated
 * image, its bytes in the upload storage under `storage_key`. Deleting the account keeps the row
 * without an owner until the sweep deletes it with its file.
 */
export function aiFilesAttachments(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withSerialId(kind, db.schema.createTable('ai_attachments').ifNotExists())
        .addColumn('owner_id', 'text', (col) => col.references('user.id').onDelete('set null'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('media_type', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('size_bytes', 'integer', (col) => col.notNull())
        .addColumn('storage_key', 'text', (col) => col.notNull().unique())
        .addColumn('text_content', 'text')
        .addColumn('text_truncated', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('page_count', 'integer')
        .addColumn('generated', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('message_id', 'integer')
        .addColumn('attached_at', timestampType(kind))
        .addColumn('created_at', timestampType(kind), (col) => col.notNull().defaultTo(nowDefault(kind)))
        .addCheckConstraint('ai_attachments_kind_check', sql`kind in ('image', 'pdf', 'text')`)
        .addCheckConstraint('ai_attachments_size_check', sql`size_bytes > 0`)
        .execute();
      // The member's unsent files (counted at each upload), a message's files, the sweep's candidates.
      await createIndex(db, 'ai_attachments_owner_pending_idx', 'ai_attachments (owner_id, message_id)');
      await createIndex(db, 'ai_attachments_message_idx', 'ai_attachments (message_id)');
      await createIndex(db, 'ai_attachments_unsent_idx', 'ai_attachments (created_at) where message_id is null');
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('ai_attachments').ifExists().execute();
    },
  };
}
