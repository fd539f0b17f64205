import type {
  AiConversationDetail,
  AiConversationPage,
  AiConversationSummary,
  AiMessagePage,
  CreateAiConversationInput,
  UpdateAiConversationInput,
} from '@blivion/shared';
import { AI_MESSAGE_PAGE_SIZE, foldText, translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { AppError } from '../../../http/app-error.js';
import { decodeCursor, pageOf } from '../../../http/keyset-cursor.js';
import { toIso } from '../../../db/schema.js';
import {
  attachToMessage,
  loadMessageAttachments,
  messagesAttachments,
  releaseMessageAttachments,
} from '../../ai-files/index.js';
import { previewOf, queryWords, titleFrom } from '../common/text.js';
import { ownedFolder } from '../folders/folders.service.js';
import type { ConversationRow, FolderFilter } from './conversations.repository.js';
import * as repo from './conversations.repository.js';
import * as messages from './messages.repository.js';
import { searchConversations } from './search.repository.js';
import { chatTargetFor } from './targets.js';
import { toMessagePage, toSummary } from './views.js';

/** The member's conversation row, or 404 whether it does not exist or is someone else's. */
export async function ownedConversation(app: FastifyInstance, member: Member, id: number): Promise<ConversationRow> {
  const row = await repo.findOwned(app.database.db, member.id, id);
  if (!row) throw new AppError('AI_CONVERSATION_NOT_FOUND');
  return row;
}

async function folderFilter(app: FastifyInstance, member: Member, folder: string | undefined): Promise<FolderFilter> {
  if (folder === undefined) return { kind: 'all' };
  if (folder === 'none') return { kind: 'none' };
  const id = Number((await ownedFolder(app, member, Number(folder))).id);
  return { kind: 'folder', id };
}

/** The sidebar: recent chats, a folder's, or a search over titles and message text; keyset pages. */
export async function listConversations(
  app: FastifyInstance,
  member: Member,
  query: { folder?: string | undefined; q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<AiConversationPage> {
  const folder = await folderFilter(app, member, query.folder);
  const after = decodeCursor(query.cursor, ['instant', 'integer'] as const);
  const options = { userId: member.id, folder, after, limit: query.limit + 1 };
  const { db, kind } = app.database;
  const searching = query.q !== undefined && query.q.length > 0;
  const rows = searching
    ? await searchConversations(db, kind, { ...options, words: queryWords(query.q!) })
    : await repo.listRecent(db, options);
  const page = pageOf(rows, query.limit, (row) => [toIso(row.last_message_at), Number(row.id)]);
  return { items: page.items.map(toSummary), nextCursor: page.nextCursor };
}

/**
 * 'Novo Chat': the conversation and the model's greeting (from the catalogue), with the member's
 * first message when it comes along (the lab always sends it: decision 0116), in one transaction.
 * The message is checked as a send checks it (files the member uploaded and has not sent, images
 * only for a model that reads them, no files for an image model) before anything is written; the
 * first message titles the chat. The reply is then asked for with `{ regenerate: true }`.
 */
export async function createConversation(
  app: FastifyInstance,
  member: Member,
  input: CreateAiConversationInput,
): Promise<AiConversationDetail> {
  const ref = input.target ? { type: input.target.type, id: Number(input.target.id) } : null;
  const target = await chatTargetFor(app, member, ref);
  const folderId = input.folderId ? Number((await ownedFolder(app, member, Number(input.folderId))).id) : null;
  const first = input.message ? { text: input.message.text ?? '', fileIds: input.message.attachmentIds ?? [] } : null;
  if (first && first.fileIds.length > 0) {
    if (target.model.kind === 'image') throw new AppError('AI_IMAGE_MODEL_NO_ATTACHMENTS');
    await loadMessageAttachments(app, member.id, first.fileIds, target.model);
  }
  const at = app.clock.now();
  const title = (first && titleFrom(first.text)) ?? translate('aiLab.conversations.untitled');
  const greeting = translate('aiLab.chat.greeting', { model: target.displayName });
  const { db, kind } = app.database;
  const id = await db.transaction().execute(async (trx) => {
    const conversationId = await repo.insertConversation(trx, {
      userId: member.id,
      folderId,
      targetType: target.ref.type,
      targetId: target.ref.id,
      modelName: target.displayName,
      title,
      searchTitle: foldText(title),
      at,
    });
    const userId = member.id;
    await messages.insertMessage(trx, kind, { conversationId, userId, role: 'assistant', text: greeting, at });
    if (first) {
      const messageId = await messages.insertMessage(trx, kind, {
        conversationId,
        userId,
        role: 'user',
        text: first.text,
        at,
      });
      await attachToMessage(trx, messageId, first.fileIds, userId);
    }
    const preview = previewOf(first ? first.text : greeting);
    await repo.writeTail(trx, conversationId, { messageCount: first ? 2 : 1, preview, at });
    return conversationId;
  });
  return getConversation(app, member, id, AI_MESSAGE_PAGE_SIZE);
}

/** Opening a chat: the conversation and its newest messages. */
export async function getConversation(
  app: FastifyInstance,
  member: Member,
  id: number,
  limit: number,
): Promise<AiConversationDetail> {
  const row = await ownedConversation(app, member, id);
  return { conversation: toSummary(row), messages: await messagePage(app, id, null, limit) };
}

/** Older messages, a page before `before` (the previous page's olderCursor). */
export async function listMessages(
  app: FastifyInstance,
  member: Member,
  id: number,
  query: { before?: string | undefined; limit: number },
): Promise<AiMessagePage> {
  await ownedConversation(app, member, id);
  const before = decodeCursor(query.before, ['integer'] as const);
  return messagePage(app, id, before ? before[0] : null, query.limit);
}

async function messagePage(app: FastifyInstance, id: number, before: number | null, limit: number) {
  const rows = await messages.newestMessages(app.database.db, id, before, limit + 1);
  const files = await messagesAttachments(
    app,
    rows.map((row) => Number(row.id)),
  );
  return toMessagePage(rows, limit, files);
}

/** Rename (the member's title stays, later messages no longer title it) and move between folders. */
export async function updateConversation(
  app: FastifyInstance,
  member: Member,
  id: number,
  input: UpdateAiConversationInput,
): Promise<AiConversationSummary> {
  await ownedConversation(app, member, id);
  const folderId =
    input.folderId === undefined
      ? undefined
      : input.folderId === null
        ? null
        : Number((await ownedFolder(app, member, Number(input.folderId))).id);
  const title =
    input.title === undefined ? undefined : { title: input.title, searchTitle: foldText(input.title), byMember: true };
  await repo.updateConversation(app.database.db, member.id, id, { title, folderId });
  return toSummary(await ownedConversation(app, member, id));
}

/** Deletes the chat and its messages (cascade); their files are left to ai-files' sweep. */
export async function deleteConversation(app: FastifyInstance, member: Member, id: number): Promise<void> {
  await ownedConversation(app, member, id);
  const deleted = await app.database.db.transaction().execute(async (trx) => {
    await releaseMessageAttachments(trx, await messages.messageIdsOf(trx, id));
    return repo.deleteConversation(trx, member.id, id);
  });
  if (!deleted) throw new AppError('AI_CONVERSATION_NOT_FOUND');
}
