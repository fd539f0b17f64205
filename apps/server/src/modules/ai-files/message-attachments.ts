import type { AiAttachment } from '@blivion/shared';
import { AI_MESSAGE_ATTACHMENTS_MAX, AI_MESSAGE_ATTACHMENTS_MAX_BYTES, errorText } from '@blivion/shared';
import type { ImagePart, TextPart } from 'ai';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import * as repo from './ai-files.repository.js';
import { attachmentBytes, attachmentView } from './attachments.service.js';

const MB = 1024 * 1024;

/** What a file adds to a user message for the model: an image, or its text as context. */
export type AttachmentPart = TextPart | ImagePart;

export interface MessageAttachments {
  /** In the order the ids were given; put them after the member's own text. */
  parts: AttachmentPart[];
  /** The files as the member is shown them (for the stored message and its answer). */
  attachments: AiAttachment[];
}

type FileRow = Awaited<ReturnType<typeof repo.findMessagesAttachments>>[number];

/** A PDF's or a text file's text, framed with its name so the model can tell files apart and refer to them. */
function textContext(row: FileRow): string {
  const note = row.text_truncated ? ' (só o começo do arquivo)' : '';
  return `Arquivo anexado: "${row.name}"${note}\n<arquivo>\n${row.text_content ?? ''}\n</arquivo>`;
}

async function partOf(app: FastifyInstance, row: FileRow): Promise<AttachmentPart> {
  if (row.kind !== 'image') return { type: 'text', text: textContext(row) };
  return { type: 'image', image: new Uint8Array(await attachmentBytes(app, row)), mediaType: row.media_type };
}

function uniqueIds(ids: readonly (string | number)[]): number[] {
  return [...new Set(ids.map(Number))];
}

/**
 * The files a member's new message carries, checked and read for the model (ai-chat calls this
 * before it reserves credits or calls the provider):
 * - every id is one of the member's own files not sent yet, else 404 NOT_FOUND;
 * - at most AI_MESSAGE_ATTACHMENTS_MAX files and AI_MESSAGE_ATTACHMENTS_MAX_BYTES together, else
 *   400 AI_ATTACHMENTS_LIMIT;
 * - images only for a model that accepts them, else 400 AI_IMAGES_NOT_SUPPORTED.
 * Images become image parts (bytes and media type); PDFs and text files their text, named.
 */
export async function loadMessageAttachments(
  app: FastifyInstance,
  memberId: string,
  ids: readonly (string | number)[],
  model: { acceptsImages: boolean },
): Promise<MessageAttachments> {
  const wanted = uniqueIds(ids);
  if (wanted.length === 0) return { parts: [], attachments: [] };
  const limit = () => {
    const values = {
      maxFiles: String(AI_MESSAGE_ATTACHMENTS_MAX),
      maxSize: `${AI_MESSAGE_ATTACHMENTS_MAX_BYTES / MB}MB`,
    };
    const error = new AppError('AI_ATTACHMENTS_LIMIT', values);
    error.message = errorText('AI_ATTACHMENTS_LIMIT', values);
    return error;
  };
  if (wanted.length > AI_MESSAGE_ATTACHMENTS_MAX) throw limit();
  const rows = await repo.findUnsentAttachments(app.database.db, memberId, wanted);
  if (rows.length !== wanted.length) throw new AppError('NOT_FOUND');
  if (rows.reduce((total, row) => total + row.size_bytes, 0) > AI_MESSAGE_ATTACHMENTS_MAX_BYTES) throw limit();
  if (!model.acceptsImages && rows.some((row) => row.kind === 'image')) throw new AppError('AI_IMAGES_NOT_SUPPORTED');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = wanted.map((id) => byId.get(id)!);
  return {
    parts: await Promise.all(ordered.map((row) => partOf(app, row))),
    attachments: ordered.map(attachmentView),
  };
}

/**
 * Links the files to the message, inside ai-chat's transaction that stores it, after
 * loadMessageAttachments checked them. Throws 404 NOT_FOUND (rolling the transaction back) when
 * one of them was sent or removed in the meantime.
 */
export async function attachToMessage(
  trx: Kysely<Database>,
  messageId: number,
  ids: readonly (string | number)[],
  ownerId: string,
): Promise<void> {
  const wanted = uniqueIds(ids);
  if (wanted.length === 0) return;
  const linked = await repo.linkAttachments(trx, messageId, ownerId, wanted, new Date());
  if (linked !== wanted.length) throw new AppError('NOT_FOUND');
}

/** The files of each message, as the member is shown them (for listing a conversation). */
export async function messagesAttachments(
  app: FastifyInstance,
  messageIds: readonly number[],
): Promise<Map<number, AiAttachment[]>> {
  const byMessage = new Map<number, AiAttachment[]>();
  if (messageIds.length === 0) return byMessage;
  for (const row of await repo.findMessagesAttachments(app.database.db, [...new Set(messageIds)])) {
    const list = byMessage.get(row.message_id!) ?? [];
    list.push(attachmentView(row));
    byMessage.set(row.message_id!, list);
  }
  return byMessage;
}

/**
 * The parts earlier messages' files add to the history sent to the model. For a model that takes
 * no images, an earlier image is named in a line of text instead.
 */
export async function historyAttachmentParts(
  app: FastifyInstance,
  messageIds: readonly number[],
  model: { acceptsImages: boolean },
): Promise<Map<number, AttachmentPart[]>> {
  const byMessage = new Map<number, AttachmentPart[]>();
  if (messageIds.length === 0) return byMessage;
  for (const row of await repo.findMessagesAttachments(app.database.db, [...new Set(messageIds)])) {
    const part: AttachmentPart =
      row.kind === 'image' && !model.acceptsImages
        ? { type: 'text', text: `[Imagem anexada: "${row.name}"]` }
        : await partOf(app, row);
    const list = byMessage.get(row.message_id!) ?? [];
    list.push(part);
    byMessage.set(row.message_id!, list);
  }
  return byMessage;
}

/**
 * For ai-chat, in the transaction that deletes messages (a conversation, or the messages an edit
 * drops): their files are no longer anyone's, and the sweep deletes them.
 */
export async function releaseMessageAttachments(trx: Kysely<Database>, messageIds: readonly number[]): Promise<void> {
  if (messageIds.length > 0) await repo.unlinkMessages(trx, [...new Set(messageIds)]);
}
