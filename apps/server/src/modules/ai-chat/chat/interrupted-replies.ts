import type { FastifyInstance } from 'fastify';
import type { ExpiredHold } from '../../ai-credits/index.js';
import { insertMessage, lastMessageAuthor } from '../conversations/messages.repository.js';
import { writeTail } from './send-plan.js';

/**
 * The sweep expired these holds: their replies never ended (the instance streaming them crashed,
 * decision 0083). Each conversation whose last message is still the member's question gets a reply
 * marked as an error 'interrupted', so the member sees why there is no answer. The part streamed
 * before the crash was never stored, so the reply is empty.
 */
export async function markInterruptedReplies(app: FastifyInstance, holds: ExpiredHold[]): Promise<void> {
  const { db, kind } = app.database;
  const at = app.clock.now();
  for (const hold of holds) {
    const conversationId = hold.conversationId;
    if (conversationId === null) continue;
    await db.transaction().execute(async (trx) => {
      const last = await lastMessageAuthor(trx, conversationId);
      if (last?.role !== 'user' || last.user_id !== hold.userId) return;
      await insertMessage(trx, kind, {
        conversationId,
        userId: hold.userId,
        role: 'assistant',
        text: '',
        status: 'error',
        errorCode: 'interrupted',
        modelName: hold.modelName,
        at,
      });
      await writeTail(trx, conversationId, at);
    });
  }
}
