import type { AiChatStreamMetadata } from '@blivion/shared';
import { translate } from '@blivion/shared';
import { createUIMessageStream, pipeUIMessageStreamToResponse } from 'ai';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { attachToMessage } from '../../ai-files/index.js';
import { generateImageReply } from '../../ai-files/index.js';
import { insertMessage } from '../conversations/messages.repository.js';
import type { ChatTarget } from '../conversations/targets.js';
import { providerStatus, replyErrorCode } from './provider-errors.js';
import { freeReplySlot } from './reply-slots.js';
import { writeTail } from './send-plan.js';

export interface ImageJob {
  member: Member;
  conversationId: number;
  userMessageId: number;
  target: ChatTarget;
  prompt: string;
  claim: string;
  /** The price of the image, held before the stream started (chat.service.ts). */
  holdId: number;
}

/**
 * 'IAs DE IMAGEM': the reply is one image (ai-files' generateImageReply settles the model's price
 * per image on the hold the send took, or gives it back), sent to the member as a `file` part and
 * stored as the reply's attachment. A failure is an error part and a stored error reply, as for text.
 */
export function streamImageReply(app: FastifyInstance, reply: FastifyReply, job: ImageJob): void {
  const response = reply.raw;
  const abort = new AbortController();
  const onClose = () => {
    if (!response.writableFinished) abort.abort();
  };
  response.on('close', onClose);
  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      try {
        const start: AiChatStreamMetadata = {
          conversationId: String(job.conversationId),
          userMessageId: String(job.userMessageId),
        };
        writer.write({ type: 'start', messageMetadata: start });
        let image: Awaited<ReturnType<typeof generateImageReply>> | null = null;
        let errorCode: ReturnType<typeof replyErrorCode> | null = null;
        try {
          image = await generateImageReply(app, job.member, job.target, job.prompt, job.conversationId, {
            abortSignal: abort.signal,
            holdId: job.holdId,
          });
          writer.write({ type: 'file', url: image.attachment.url, mediaType: image.attachment.mediaType });
        } catch (error) {
          errorCode = replyErrorCode(error);
          app.log.warn(
            { conversationId: job.conversationId, providerStatus: providerStatus(error) },
            'AI image failed',
          );
          writer.write({ type: 'error', errorText: translate(`aiLab.conversations.errors.${errorCode}`) });
        }
        const at = app.clock.now();
        const { db, kind } = app.database;
        const id = await db.transaction().execute(async (trx) => {
          const messageId = await insertMessage(trx, kind, {
            conversationId: job.conversationId,
            userId: job.member.id,
            role: 'assistant',
            text: '',
            status: image ? 'complete' : 'error',
            errorCode,
            modelName: job.target.model.name,
            inputTokens: image?.usage.inputTokens ?? 0,
            outputTokens: image?.usage.outputTokens ?? 0,
            credits: image?.credits ?? 0,
            at,
          });
          if (image) await attachToMessage(trx, messageId, [image.attachment.id], job.member.id);
          await writeTail(trx, job.conversationId, at);
          return messageId;
        });
        const saved: AiChatStreamMetadata = {
          assistantMessageId: String(id),
          status: image ? 'complete' : 'error',
          credits: image?.credits ?? 0,
        };
        writer.write({ type: 'finish', messageMetadata: saved });
      } finally {
        response.off('close', onClose);
        await freeReplySlot(app, job.member.id, job.claim).catch((error: unknown) =>
          app.log.error({ err: error }, 'could not free the AI reply slot'),
        );
      }
    },
    onError: (error) => {
      app.log.error({ err: error, conversationId: job.conversationId }, 'AI image reply could not be saved');
      return translate('aiLab.conversations.errors.generic');
    },
  });
  void pipeUIMessageStreamToResponse({ response, stream, headers: { 'x-content-type-options': 'nosniff' } });
}
