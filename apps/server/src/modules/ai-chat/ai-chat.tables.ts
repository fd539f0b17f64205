import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.js';

/** The AI lab's chats (migration 20261124-0540-ai-chat-tables; docs/decisions/0039-ai-chat.md). */
export interface AiFoldersTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  created_at: Generated<Timestamp>;
}

export interface AiConversationsTable {
  id: Generated<number>;
  user_id: string;
  /** Null: in no folder. A deleted folder's chats come back here (on delete set null). */
  folder_id: number | null;
  target_type: 'model' | 'agent';
  /** The ai-models module's model or agent id; no foreign key across modules (the name below stays). */
  target_id: number;
  /** The model's or agent's name when the chat began. */
  model_name: string;
  title: string;
  /** foldText(title), written with it: the sidebar's search. */
  search_title: string;
  /** True once the member renamed the chat: the first message no longer titles it. */
  title_by_member: Generated<Flag>;
  last_message_preview: Generated<string>;
  last_message_at: Timestamp;
  message_count: Generated<number>;
  created_at: Timestamp;
}

/** One row per message (never one blob per chat). */
export interface AiMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  /** The conversation's owner, written with the row: search and the send rate read by member. */
  user_id: string;
  role: 'user' | 'assistant';
  text: string;
  status: Generated<'complete' | 'stopped' | 'error'>;
  /** aiLab.conversations.errors.<code> of a failed reply. */
  error_code: string | null;
  model_name: string | null;
  input_tokens: Generated<number>;
  output_tokens: Generated<number>;
  credits: Generated<number>;
  created_at: Timestamp;
  /** PostgreSQL only: the folded words of text (tsvector, GIN index). */
  search_vector?: Generated<string>;
}

/**
 * One row per member: the one streaming reply at a time (busy_until, claimed atomically, expiring
 * with the longest reply) and the send rate (sends in the current one-minute window).
 */
export interface AiReplySlotsTable {
  user_id: string;
  busy_until: Timestamp | null;
  claim: string | null;
  window_started_at: Timestamp | null;
  window_sends: Generated<number>;
}

/**
 * The text streamed so far of a reply still streaming, by its credit hold: what the hold sweep
 * keeps of a reply a crash cut (decision 0098). Deleted when the reply is stored.
 */
export interface AiReplyCheckpointsTable {
  hold_id: number;
  conversation_id: number;
  text: string;
  updated_at: Timestamp;
}

export interface AiChatTables {
  ai_folders: AiFoldersTable;
  ai_conversations: AiConversationsTable;
  ai_messages: AiMessagesTable;
  ai_reply_slots: AiReplySlotsTable;
  ai_reply_checkpoints: AiReplyCheckpointsTable;
}
