import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.js';
import type { AiAttachmentKind } from '@blivion/shared';

/**
 * Files of the AI lab (migration 20261124-0535-ai-files-attachments; docs/decisions/0042-ai-files.md):
 * what members attach to their messages and the images image models make for them. The bytes
 * live in the upload storage under `storage_key`; the text the model reads is kept here.
 */
export interface AiAttachmentsTable {
  id: Generated<number>;
  /** Null once the member's account is deleted (the sweep then deletes the file). */
  owner_id: string | null;
  kind: AiAttachmentKind;
  media_type: string;
  /** The name the file had on the member's computer, or the one given to a generated image (shown, never a path). */
  name: string;
  size_bytes: number;
  storage_key: string;
  /** A PDF's or a text file's text as the model reads it (cut at AI_ATTACHMENT_TEXT_MAX_CHARS); null for images. */
  text_content: string | null;
  text_truncated: Generated<Flag>;
  page_count: number | null;
  generated: Generated<Flag>;
  /** The ai-chat message it belongs to; null until sent, and again once that message is deleted. */
  message_id: number | null;
  /** When it was attached to a message; an attachment with this set and no message is a deleted one. */
  attached_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface AiFilesTables {
  ai_attachments: AiAttachmentsTable;
}
