import { randomBytes } from 'node:crypto';
import type { AiAttachment } from '@blivion/shared';
import { AI_PENDING_ATTACHMENTS_MAX, errorText, truncateFileName } from '@blivion/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Member } from '../../auth/member.js';
import { AppError } from '../../http/app-error.js';
import { currentMember } from '../../plugins/authorization.js';
import { readSingleFile, refusal } from '../uploads/index.js';
import { checkAttachment } from './attachment-check.js';
import * as repo from './ai-files.repository.js';

const NAME_MAX = 255;

/** A file's row as the member is shown it. */
export interface AttachmentRow {
  id: number;
  kind: AiAttachment['kind'];
  media_type: string;
  name: string;
  size_bytes: number;
  text_truncated: boolean | number;
  page_count: number | null;
  generated: boolean | number;
}

export function attachmentView(row: AttachmentRow): AiAttachment {
  return {
    id: String(row.id),
    kind: row.kind,
    name: row.name,
    mediaType: row.media_type,
    sizeBytes: row.size_bytes,
    url: `/api/ai/attachments/${row.id}`,
    generated: Boolean(row.generated),
    textTruncated: Boolean(row.text_truncated),
    pageCount: row.page_count,
  };
}

/** The name as shown: without control characters (NUL among them, which PostgreSQL refuses), within 255, cut between characters keeping its extension. */
export function displayName(filename: string, fallback: string): string {
  const name = filename
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return name === '' ? fallback : truncateFileName(name, NAME_MAX);
}

/** A fresh name in the upload storage (never derived from what the member sent). */
export function newStorageKey(prefix: 'ai-file' | 'ai-image'): string {
  return `${prefix}-${randomBytes(16).toString('hex')}`;
}

/** Stores the bytes, then the row; removes the bytes again when the row cannot be written. */
export async function storeAttachment(
  app: FastifyInstance,
  bytes: Buffer,
  row: Omit<Parameters<typeof repo.insertAttachment>[1], 'storage_key'> & { storage_key: string },
): Promise<number> {
  await app.storage.put(row.storage_key, bytes);
  try {
    return await repo.insertAttachment(app.database.db, row);
  } catch (error) {
    await app.storage.delete(row.storage_key);
    throw error;
  }
}

/**
 * POST /api/ai/attachments: one file, within the route's limit, checked by its content
 * (attachment-check.ts) and stored for the member until they send it with a message. A text file
 * is stored as UTF-8, whatever encoding it came in. At most AI_PENDING_ATTACHMENTS_MAX unsent files.
 */
export async function uploadAttachment(request: FastifyRequest): Promise<AiAttachment> {
  const app = request.server;
  const member = currentMember(request);
  if ((await repo.countUnsent(app.database.db, member.id)) >= AI_PENDING_ATTACHMENTS_MAX) {
    const error = new AppError('AI_ATTACHMENTS_PENDING', { max: AI_PENDING_ATTACHMENTS_MAX });
    error.message = errorText('AI_ATTACHMENTS_PENDING', { max: AI_PENDING_ATTACHMENTS_MAX });
    throw error;
  }
  const { data, filename } = await readSingleFile(request);
  if (data.length === 0) throw refusal('EMPTY_FILE', 'adminValidation.uploadErrorTitle');
  const checked = await checkAttachment(data, request.log);
  const fallback = checked.kind === 'image' ? 'imagem' : checked.kind === 'pdf' ? 'documento.pdf' : 'texto.txt';
  const row = {
    owner_id: member.id,
    kind: checked.kind,
    media_type: checked.mediaType,
    name: displayName(filename, fallback),
    size_bytes: data.length,
    storage_key: newStorageKey('ai-file'),
    text_content: checked.text,
    text_truncated: checked.textTruncated,
    page_count: checked.pageCount,
  };
  const id = await storeAttachment(app, checked.bytes, row);
  return attachmentView({ id, ...row, generated: false });
}

/** The member's own file; anyone else's, or one of a deleted message, is not found. */
export async function findAttachment(app: FastifyInstance, member: Member, id: number) {
  const row = await repo.findOwnedAttachment(app.database.db, id, member.id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function attachmentBytes(app: FastifyInstance, row: { id: number; storage_key: string }): Promise<Buffer> {
  const bytes = await app.storage.get(row.storage_key);
  if (!bytes) {
    app.log.error({ attachmentId: row.id }, 'AI attachment missing from storage');
    throw new AppError('NOT_FOUND');
  }
  return bytes;
}

/** DELETE /api/ai/attachments/:id: an unsent file the member removes from the composer (a sent one goes with its message). */
export async function deleteAttachment(app: FastifyInstance, member: Member, id: number): Promise<void> {
  const key = await repo.deleteUnsentAttachment(app.database.db, id, member.id);
  if (key === undefined) throw new AppError('NOT_FOUND');
  await app.storage.delete(key);
}
