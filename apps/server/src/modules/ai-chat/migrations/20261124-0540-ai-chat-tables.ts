import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { createIndex, timestampType, withSerialId } from '../../../db/migration-helpers.js';
import { createMessageSearch, dropMessageSearch } from './message-search.js';

/**
 * The AI lab's folders, conversations, messages (one row per message) and each member's reply slot
 * (issue 15, docs/decisions/0039-ai-chat.md). Deleting a member takes their chats; deleting a chat
 * its messages; deleting a folder moves its chats out of it.
 */
export function aiChatTables(kind: DatabaseKind) {
  const timestamp = timestampType(kind);
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) => withSerialId(kind, table);

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('ai_folders').ifNotExists())
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
      await createIndex(db, 'ai_folders_user_idx', 'ai_folders (user_id, name)');

      await withId(db.schema.createTable('ai_conversations').ifNotExists())
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('folder_id', 'integer', (col) => col.references('ai_folders.id').onDelete('set null'))
        .addColumn('target_type', 'text', (col) => col.notNull())
        .addColumn('target_id', 'integer', (col) => col.notNull())
        .addColumn('model_name', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('search_title', 'text', (col) => col.notNull())
        .addColumn('title_by_member', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('last_message_preview', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('last_message_at', timestamp, (col) => col.notNull())
        .addColumn('message_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addCheckConstraint('ai_conversations_target_type_check', sql`target_type in ('model', 'agent')`)
        .execute();
      await createIndex(db, 'ai_conversations_recent_idx', 'ai_conversations (user_id, last_message_at, id)');
      await createIndex(
        db,
        'ai_conversations_folder_idx',
        'ai_conversations (user_id, folder_id, last_message_at, id)',
      );
      await createIndex(db, 'ai_conversations_folder_id_idx', 'ai_conversations (folder_id)');

      await withId(db.schema.createTable('ai_messages').ifNotExists())
        .addColumn('conversation_id', 'integer', (col) =>
          col.notNull().references('ai_conversations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('complete'))
        .addColumn('error_code', 'text')
        .addColumn('model_name', 'text')
        .addColumn('input_tokens', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('output_tokens', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('credits', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addCheckConstraint('ai_messages_role_check', sql`role in ('user', 'assistant')`)
        .addCheckConstraint('ai_messages_status_check', sql`status in ('complete', 'stopped', 'error')`)
        .execute();
      await createIndex(db, 'ai_messages_conversation_idx', 'ai_messages (conversation_id, id)');
      await createIndex(db, 'ai_messages_user_idx', 'ai_messages (user_id, id)');
      await createMessageSearch(db, kind);

      await db.schema
        .createTable('ai_reply_slots')
        .ifNotExists()
        .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('busy_until', timestamp)
        .addColumn('claim', 'text')
        .addColumn('window_started_at', timestamp)
        .addColumn('window_sends', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await dropMessageSearch(db, kind);
      for (const table of ['ai_reply_slots', 'ai_messages', 'ai_conversations', 'ai_folders']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
