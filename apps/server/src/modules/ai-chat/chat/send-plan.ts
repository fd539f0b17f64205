import type { AiChatSendInput } from '@blivion/shared';
import { foldText } from '@blivion/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { attachToMessage, releaseMessageAttachments } from '../../ai-files/index.js';
import { previewOf, titleFrom } from '../common/text.js';
import type { ConversationRow } from '../conversations/conversations.repository.js';
import * as conversations from '../conversations/conversations.repository.js';
import type { MessageRow } from '../conversations/messages.repository.js';
import * as messages from '../conversations/messages.repository.js';
import { HISTORY_MAX_MESSAGES } from './history.js';

/** What one send does to the conversation, decided (and checked) before anything is written. */
export type SendPlan =
  | { kind: 'new'; text: string; attachmentIds: number[]; history: MessageRow[]; first: boolean }
  | { kind: 'regenerate'; userMessage: MessageRow; dropFromId: number | null; history: MessageRow[] }
  | { kind: 'edit'; userMessage: MessageRow; text: string; history: MessageRow[]; first: boolean };

/** The messages before a point, oldest first, and whether they are all the conversation has there. */
async function historyBefore(db: Kysely<Database>, conversationId: number, before: number | null) {
  const rows = (await messages.newestMessages(db, conversationId, before, HISTORY_MAX_MESSAGES)).reverse();
  return { rows, whole: rows.length < HISTORY_MAX_MESSAGES };
}

export async function planSend(
  db: Kysely<Database>,
  conversation: ConversationRow,
  input: AiChatSendInput,
): Promise<SendPlan> {
  const id = Number(conversation.id);
  if (input.regenerate) {
    const { rows } = await historyBefore(db, id, null);
    const lastUser = rows.findLastIndex((row) => row.role === 'user');
    if (lastUser === -1) throw new AppError('AI_NOTHING_TO_REGENERATE');
    const after = rows[lastUser + 1];
    return {
      kind: 'regenerate',
      userMessage: rows[lastUser]!,
      dropFromId: after ? Number(after.id) : null,
      history: rows.slice(0, lastUser),
    };
  }
  if (input.editMessageId !== undefined) {
    const message = await messages.findMessage(db, id, Number(input.editMessageId));
    if (!message) throw new AppError('AI_MESSAGE_NOT_FOUND');
    if (message.role !== 'user') throw new AppError('AI_MESSAGE_NOT_EDITABLE');
    const { rows, whole } = await historyBefore(db, id, Number(message.id));
    const first = whole && !rows.some((row) => row.role === 'user');
    return { kind: 'edit', userMessage: message, text: input.text ?? '', history: rows, first };
  }
  const { rows, whole } = await historyBefore(db, id, null);
  const first = whole && !rows.some((row) => row.role === 'user');
  const attachmentIds = (input.attachmentIds ?? []).map(Number);
  return { kind: 'new', text: input.text ?? '', attachmentIds, history: rows, first };
}

/** The member's message as the plan sends it. */
export function planText(plan: SendPlan): string {
  return plan.kind === 'regenerate' ? plan.userMessage.text : plan.text;
}

/**
 * Writes the plan in the caller's transaction: the new message (titling a chat's first), the edit
 * (dropping what followed it) or the regeneration (dropping the previous reply); then the list's
 * columns. Returns the id of the member's message the reply answers.
 */
export async function applyPlan(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  conversation: ConversationRow,
  plan: SendPlan,
  at: Date,
  userId: string,
): Promise<number> {
  const conversationId = Number(conversation.id);
  let userMessageId: number;
  if (plan.kind === 'new') {
    userMessageId = await messages.insertMessage(trx, kind, {
      conversationId,
      userId,
      role: 'user',
      text: plan.text,
      at,
    });
    await attachToMessage(trx, userMessageId, plan.attachmentIds, userId);
  } else {
    userMessageId = Number(plan.userMessage.id);
    if (plan.kind === 'edit') await messages.updateMessageText(trx, kind, userMessageId, plan.text);
    const dropFrom = plan.kind === 'edit' ? userMessageId + 1 : plan.dropFromId;
    if (dropFrom !== null)
      await releaseMessageAttachments(trx, await messages.deleteMessagesFrom(trx, conversationId, dropFrom));
  }
  const title = plan.kind === 'regenerate' || !plan.first ? null : titleFrom(plan.text);
  if (title !== null && !(await conversations.titledByMember(trx, conversationId))) {
    await conversations.updateConversation(trx, userId, conversationId, {
      title: { title, searchTitle: foldText(title), byMember: false },
    });
  }
  await writeTail(trx, conversationId, at);
  return userMessageId;
}

/** The list's columns from the messages as they now are. */
export async function writeTail(db: Kysely<Database>, conversationId: number, at: Date): Promise<void> {
  const tail = await messages.tailOf(db, conversationId);
  await conversations.writeTail(db, conversationId, {
    messageCount: tail.messageCount,
    preview: previewOf(tail.last?.text ?? ''),
    at,
  });
}
