import type { AiChatStreamMetadata, AiMessageStatus } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { costInCredits, releaseHold, settleHold } from '../../ai-credits/index.js';
import { findOwned } from '../conversations/conversations.repository.js';
import { insertMessage } from '../conversations/messages.repository.js';
import type { ReplyErrorCode } from './provider-errors.js';
import { takeCheckpoint } from './reply-checkpoints.repository.js';
import { writeTail } from './send-plan.js';
import type { ReplyJob } from './reply-job.js';

export interface ReplyOutcome {
  status: AiMessageStatus;
  errorCode: ReplyErrorCode | null;
  /** What reached the member. */
  text: string;
  /** Streamed text chunks: one token each, as providers stream. */
  outputTokens: number;
  /** The provider's own count, when the reply finished. */
  usage: { inputTokens: number | undefined; outputTokens: number | undefined } | null;
}

/**
 * Stores the reply and settles its hold. A finished reply costs the provider's usage; a stopped one
 * (or one cut by an error after some text) the input estimate and the chunks streamed; a failure
 * before any text costs nothing (the hold is released).
 */
export async function saveReply(
  app: FastifyInstance,
  job: ReplyJob,
  outcome: ReplyOutcome,
): Promise<AiChatStreamMetadata> {
  const model = job.target.model;
  const inputTokens = outcome.usage?.inputTokens ?? job.history.inputTokens;
  const outputTokens = outcome.usage?.outputTokens ?? outcome.outputTokens;
  const charged = outcome.status === 'complete' || outcome.outputTokens > 0;
  const credits = charged ? costInCredits(model, { inputTokens, outputTokens }) : 0;
  const meta = { modelName: model.name, conversationId: job.conversationId };
  if (charged) await settleHold(app, job.holdId, { inputTokens, outputTokens, credits, ...meta });
  else await releaseHold(app, job.holdId);

  const at = app.clock.now();
  const { db, kind } = app.database;
  const assistantMessageId = await db.transaction().execute(async (trx) => {
    const id = await insertMessage(trx, kind, {
      conversationId: job.conversationId,
      userId: job.member.id,
      role: 'assistant',
      text: outcome.text,
      status: outcome.status,
      errorCode: outcome.errorCode,
      modelName: model.name,
      inputTokens: charged ? inputTokens : 0,
      outputTokens: charged ? outputTokens : 0,
      credits,
      at,
    });
    await writeTail(trx, job.conversationId, at);
    await takeCheckpoint(trx, job.holdId);
    return id;
  });
  const conversation = await findOwned(db, job.member.id, job.conversationId);
  return {
    assistantMessageId: String(assistantMessageId),
    status: outcome.status,
    inputTokens: charged ? inputTokens : 0,
    outputTokens: charged ? outputTokens : 0,
    credits,
    ...(conversation ? { conversationTitle: conversation.title } : {}),
  };
}
