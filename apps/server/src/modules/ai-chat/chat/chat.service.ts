import type { AiChatSendInput } from '@blivion/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { AppError } from '../../../http/app-error.js';
import { costInCredits, releaseHold, reserveCredits } from '../../ai-credits/index.js';
import { reserveImageCredits } from '../../ai-files/index.js';
import { historyAttachmentParts, loadMessageAttachments } from '../../ai-files/index.js';
import { ownedConversation } from '../conversations/conversations.service.js';
import { chatTargetFor } from '../conversations/targets.js';
import { buildHistory } from './history.js';
import { freeReplySlot, takeReplySlot } from './reply-slots.js';
import type { SendPlan } from './send-plan.js';
import { applyPlan, planSend, planText } from './send-plan.js';
import { streamImageReply } from './image-reply.js';
import type { ConversationRow } from '../conversations/conversations.repository.js';
import type { ChatTarget } from '../conversations/targets.js';
import { streamReply } from './stream-reply.js';
import type { ModelCall } from './model-call.js';
import { callModel } from './model-call.js';

/**
 * POST /conversations/:id/messages. Everything that can refuse the send does so before a byte is
 * streamed or a row written, as a JSON error: the chat (404), the model (404/409), the plan
 * (nothing to regenerate, a message not the member's; files for an image model, 400), one reply at
 * a time and the send rate (409/429), the credits for the worst case (402: the estimated input plus
 * the longest reply at the model's prices). Then the provider is called and the reply streams; the member's message is
 * stored as soon as the first token has been forwarded (stream-reply.ts).
 */
export async function sendMessage(
  app: FastifyInstance,
  reply: FastifyReply,
  member: Member,
  conversationId: number,
  input: AiChatSendInput,
): Promise<void> {
  const conversation = await ownedConversation(app, member, conversationId);
  const target = await chatTargetFor(app, member, { type: conversation.target_type, id: conversation.target_id });
  const { db, kind } = app.database;
  const plan = await planSend(db, conversation, input);
  const model = target.model;
  if (model.kind === 'image' && plan.kind === 'new' && plan.attachmentIds.length > 0) throw imageModelFiles();
  const newFiles = plan.kind === 'new' ? await loadMessageAttachments(app, member.id, plan.attachmentIds, model) : null;
  const earlierIds = [...plan.history, ...(plan.kind === 'new' ? [] : [plan.userMessage])]
    .filter((row) => row.role === 'user')
    .map((row) => Number(row.id));
  const files = await historyAttachmentParts(app, earlierIds, model);
  // A message sent with files to another model, regenerated or edited here.
  if (model.kind === 'image' && plan.kind !== 'new' && (files.get(Number(plan.userMessage.id))?.length ?? 0) > 0) {
    throw imageModelFiles();
  }
  const claim = await takeReplySlot(app, member.id);
  if (model.kind === 'image') return sendForImage(app, reply, { member, conversation, target, plan, claim });
  let holdId: number | null = null;
  let call: ModelCall | null = null;
  try {
    const maxOutputTokens = Math.max(1, model.maxOutputTokens);
    const parts = plan.kind === 'new' ? (newFiles?.parts ?? []) : (files.get(Number(plan.userMessage.id)) ?? []);
    const history = buildHistory({
      rows: plan.history,
      files,
      newest: { text: planText(plan), parts },
      system: target.systemPrompt,
      limits: { contextLimit: model.contextLimit, maxOutputTokens },
    });
    const worstCase = costInCredits(model, { inputTokens: history.inputTokens, outputTokens: maxOutputTokens });
    const meta = { modelName: model.name, conversationId };
    const hold = await reserveCredits(app, member.id, worstCase, meta, member);
    holdId = hold.holdId;
    call = callModel(target, history, maxOutputTokens);
    const at = app.clock.now();
    // Written once the first token has gone out: nothing but the credit hold stands between the
    // member's send and the provider, nor between the provider's first token and the member.
    const storeUserMessage = () =>
      db.transaction().execute((trx) => applyPlan(trx, kind, conversation, plan, at, member.id));
    reply.hijack();
    const job = { member, conversationId, storeUserMessage, target, history, maxOutputTokens, holdId, claim };
    streamReply(app, reply, job, call);
  } catch (error) {
    if (call) {
      call.abort.abort();
      call.done();
    }
    if (holdId !== null) await releaseHold(app, holdId);
    await freeReplySlot(app, member.id, claim);
    throw error;
  }
}

/**
 * An image model makes its image from the text alone (the images endpoint takes no files): a
 * message with files is refused before any credit is held or anything stored (decision 0067).
 */
function imageModelFiles(): AppError {
  return new AppError('AI_IMAGE_MODEL_NO_ATTACHMENTS');
}

/**
 * An image model: the price of one image held first (402 before anything is stored or streamed, as
 * for text), the member's message stored, then one image as the reply (image-reply.ts).
 */
async function sendForImage(
  app: FastifyInstance,
  reply: FastifyReply,
  job: { member: Member; conversation: ConversationRow; target: ChatTarget; plan: SendPlan; claim: string },
): Promise<void> {
  const { member, conversation, target, plan, claim } = job;
  const conversationId = Number(conversation.id);
  let holdId: number | null = null;
  try {
    holdId = await reserveImageCredits(app, member, target, conversationId);
    const at = app.clock.now();
    const { db, kind } = app.database;
    const userMessageId = await db
      .transaction()
      .execute((trx) => applyPlan(trx, kind, conversation, plan, at, member.id));
    reply.hijack();
    const prompt = planText(plan);
    streamImageReply(app, reply, { member, conversationId, userMessageId, target, prompt, claim, holdId });
  } catch (error) {
    if (holdId !== null) await releaseHold(app, holdId);
    await freeReplySlot(app, member.id, claim);
    throw error;
  }
}
