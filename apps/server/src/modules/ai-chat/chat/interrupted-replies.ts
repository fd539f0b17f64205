import { AI_CREDIT_HOLD_TTL_MINUTES } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { ExpiredHold } from '../../ai-credits/index.js';
import { insertMessage, lastMessageAuthor } from '../conversations/messages.repository.js';
import { removeCheckpointsBefore, takeCheckpoint } from './reply-checkpoints.repository.js';
import { writeTail } from './send-plan.js';

/**
 * The sweep expired these holds: their replies never ended (the instance streaming them crashed,
 * decision 0083). Each conversation whose last message is still the member's question gets a reply
 * marked as an error 'interrupted', so the member sees why there is no answer, with the part
 * streamed before the crash as far as its last checkpoint (decision 0098). The credits were given
 * back by the sweep: a cut reply costs nothing. Checkpoints older than any open hold go too.
 */
export async function markInterruptedReplies(app: FastifyInstance, holds: ExpiredHold[]): Promise<void> {
  const { db, kind } = app.database;
  const at = app.clock.now();
  for (const hold of holds) {
    const conversationId = hold.conversationId;
    if (conversationId === null) continue;
    await db.transaction().execute(async (trx) => {
      const streamed = await takeCheckpoint(trx, hold.holdId);
      const last = await lastMessageAuthor(trx, conversationId);
      if (last?.role !== 'user' || last.user_id !== hold.userId) return;
      await insertMessage(trx, kind, {
        conversationId,
        userId: hold.userId,
        role: 'assistant',
        text: streamed,
        status: 'error',
        errorCode: 'interrupted',
        modelName: hold.modelName,
        at,
      });
      await writeTail(trx, conversationId, at);
    });
  }
  await removeCheckpointsBefore(db, new Date(at.getTime() - 2 * AI_CREDIT_HOLD_TTL_MINUTES * 60_000));
}
