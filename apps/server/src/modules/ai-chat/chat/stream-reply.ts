import type { AiChatStreamMetadata } from '@blivion/shared';
import { AI_REPLY_MAX_SECONDS, translate } from '@blivion/shared';
import { createUIMessageStream, pipeUIMessageStreamToResponse, streamText } from 'ai';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { providerFailureOf, reportProviderFailure } from '../../ai-models/ai-targets.js';
import type { ReplyErrorCode } from './provider-errors.js';
import { providerStatus, replyErrorCode } from './provider-errors.js';
import type { ReplyOutcome } from './save-reply.js';
import { saveReply } from './save-reply.js';
import { freeReplySlot } from './reply-slots.js';
import type { ReplyJob } from './reply-job.js';

const errorText = (code: ReplyErrorCode) => translate(`aiLab.conversations.errors.${code}`);

/** Replies streaming in this app, so that shutting down stops and saves them before the database closes. */
const inFlight = new WeakMap<FastifyInstance, Map<AbortController, Promise<void>>>();

export async function stopAllReplies(app: FastifyInstance): Promise<void> {
  const replies = inFlight.get(app);
  if (!replies) return;
  for (const abort of replies.keys()) abort.abort();
  await Promise.allSettled(replies.values());
}

/**
 * Streams the provider's reply to the member as the AI SDK's UI message stream (the reply is
 * hijacked from Fastify), then stores it and settles its credits. The member leaving (stop) aborts
 * the provider's request: what was streamed is kept as 'stopped' and charged. A provider failure
 * is an error part with a Portuguese text and a stored 'error' reply. The prompt and the reply are
 * never logged: streamText's default error logging is replaced by the provider's status alone.
 */
export function streamReply(app: FastifyInstance, reply: FastifyReply, job: ReplyJob): void {
  const response = reply.raw;
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, AI_REPLY_MAX_SECONDS * 1000);
  const onClose = () => {
    if (!response.writableFinished) abort.abort();
  };
  response.on('close', onClose);

  let text = '';
  let deltas = 0;
  let failure: unknown = null;
  const result = streamText({
    model: job.target.languageModel(),
    ...(job.target.systemPrompt ? { system: job.target.systemPrompt } : {}),
    messages: job.history.messages,
    maxOutputTokens: job.maxOutputTokens,
    maxRetries: 0,
    abortSignal: abort.signal,
    providerOptions: job.target.providerOptions,
    onChunk: ({ chunk }) => {
      if (chunk.type === 'text-delta') {
        text += chunk.text;
        deltas += 1;
      }
    },
    onError: ({ error }) => {
      failure ??= error;
    },
  });

  async function outcome(): Promise<ReplyOutcome> {
    const streamed = { text, outputTokens: deltas };
    if (timedOut) return { ...streamed, status: 'error', errorCode: 'timedOut', usage: null };
    if (abort.signal.aborted) return { ...streamed, status: 'stopped', errorCode: null, usage: null };
    if (failure !== null) {
      app.log.warn(
        { conversationId: job.conversationId, providerStatus: providerStatus(failure) },
        'AI reply failed at the provider',
      );
      // A refused key marks the provider's models unavailable until an admin fixes it (ai-models).
      await reportProviderFailure(app, job.target.provider.id, providerFailureOf(failure)).catch((error: unknown) =>
        app.log.error({ err: error }, 'could not record the provider failure'),
      );
      return { ...streamed, status: 'error', errorCode: replyErrorCode(failure), usage: null };
    }
    const usage = await result.totalUsage;
    return { ...streamed, status: 'complete', errorCode: null, usage };
  }

  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => (done = resolve));
  const replies = inFlight.get(app) ?? new Map<AbortController, Promise<void>>();
  inFlight.set(app, replies);
  replies.set(abort, finished);

  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      try {
        const start: AiChatStreamMetadata = {
          conversationId: String(job.conversationId),
          userMessageId: String(job.userMessageId),
        };
        writer.write({ type: 'start', messageMetadata: start });
        const parts = result.toUIMessageStream({
          sendStart: false,
          sendFinish: false,
          sendReasoning: false,
          onError: (error) => {
            failure ??= error;
            return errorText(timedOut ? 'timedOut' : replyErrorCode(error));
          },
        });
        for await (const part of parts) writer.write(part);
        const saved = await saveReply(app, job, await outcome());
        writer.write({ type: 'finish', messageMetadata: saved });
      } finally {
        clearTimeout(timer);
        response.off('close', onClose);
        await freeReplySlot(app, job.member.id, job.claim).catch((error: unknown) =>
          app.log.error({ err: error }, 'could not free the AI reply slot'),
        );
        replies.delete(abort);
        done();
      }
    },
    onError: (error) => {
      app.log.error({ err: error, conversationId: job.conversationId }, 'AI reply could not be saved');
      return errorText('generic');
    },
  });
  void pipeUIMessageStreamToResponse({ response, stream, headers: { 'x-content-type-options': 'nosniff' } });
}
