import type { AiAttachment, AiConversationSummary, AiMessage, AiMessagePage } from '@blivion/shared';
import { translate } from '@blivion/shared';
import { encodeCursor } from '../../../http/keyset-cursor.js';
import { toIso } from '../../../db/schema.js';
import type { ConversationRow } from './conversations.repository.js';
import type { MessageRow } from './messages.repository.js';

export function toSummary(row: ConversationRow): AiConversationSummary {
  return {
    id: String(row.id),
    title: row.title,
    folderId: row.folder_id === null ? null : String(row.folder_id),
    target: { type: row.target_type, id: String(row.target_id) },
    modelName: row.model_name,
    lastMessagePreview: row.last_message_preview,
    lastMessageAt: toIso(row.last_message_at),
    messageCount: Number(row.message_count),
    createdAt: toIso(row.created_at),
  };
}

/** The Portuguese reason of a failed reply, from its stored code. */
export function errorMessageOf(code: string | null): string | null {
  return code === null ? null : translate(`aiLab.conversations.errors.${code}`);
}

export function toMessage(row: MessageRow, attachments: AiAttachment[] = []): AiMessage {
  return {
    id: String(row.id),
    role: row.role,
    text: row.text,
    status: row.status,
    errorMessage: row.status === 'error' ? errorMessageOf(row.error_code ?? 'generic') : null,
    modelName: row.model_name,
    inputTokens: Number(row.input_tokens),
    outputTokens: Number(row.output_tokens),
    credits: Number(row.credits),
    attachments,
    createdAt: toIso(row.created_at),
  };
}

/** Rows read newest first (one more than the page) become a page in the order they were written. */
export function toMessagePage(
  rows: MessageRow[],
  limit: number,
  attachments: ReadonlyMap<number, AiAttachment[]>,
): AiMessagePage {
  const page = rows.slice(0, limit);
  const oldest = page.at(-1);
  return {
    items: page.reverse().map((row) => toMessage(row, attachments.get(Number(row.id)))),
    olderCursor: rows.length > limit && oldest ? encodeCursor([Number(oldest.id)]) : null,
  };
}
