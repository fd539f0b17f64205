import type { AiChatStreamMetadata } from '@blivion/shared';
import { translate } from '@blivion/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { providerFailureOf, reportProviderFailure } from '../../ai-models/index.js';
import type { ModelCall, ReplyPart } from './model-call.js';
import type { ReplyErrorCode } from './provider-errors.js';
import { providerStatus, replyErrorCode } from './provider-errors.js';
import type { ReplyOutcome } from './save-reply.js';
import { saveReply } from './save-reply.js';
import { keepSaving, stopSaveRetries } from './save-retry.js';
import { failedDependency } from '../../../dependencies/dependency-failure.js';
import { releaseHold } from '../../ai-credits/index.js';
import { freeReplySlot } from './reply-slots.js';
import type { ReplyCheckpoint } from './reply-checkpoint.js';
import { replyCheckpoint } from './reply-checkpoint.js';
import { takeCheckpoint } from './reply-checkpoints.repository.js';
import type { ReplyJob } from './reply-job.js';
import type { SseWriter } from './sse-writer.js';
import { openSseWriter } from './sse-writer.js';

const errorText = (code: ReplyErrorCode) => translate(`aiLab.conversations.errors.${code}`);

/** Replies streaming in this app, so that shutting down stops and saves them before the database closes. */
const inFlight = new WeakMap<FastifyInstance, Map<AbortController, Promise<void>>>();

export async function stopAllReplies(app: FastifyInstance): Promise<void> {
  const replies = inFlight.get(app);
  if (replies) {
    for (const abort of replies.keys()) abort.abort();
    await Promise.allSettled(replies.values());
  }
  await stopSaveRetries(app);
}

interface Streamed {
  text: string;
  deltas: number;
  failure: unknown;
  usage: ReplyOutcome['usage'];
}

/**
 * Forwards the provider's text to the member as UI message stream parts (the parts and their
 * order are those of streamText's toUIMessageStream). A failure, at the call or mid-stream, is an
 * error part with a Portuguese text; the member leaving (stop) ends it quietly. The text so far is
 * kept in `checkpoint` as it streams. `afterFirstText`
 * runs once the first token has been written (a failure there is not the provider's: it throws).
 */
async function forward(
  call: ModelCall,
  sse: SseWriter,
  streamed: Streamed,
  checkpoint: ReplyCheckpoint,
  afterFirstText: () => Promise<void>,
): Promise<void> {
  const fail = (error: unknown) => {
    if (call.abort.signal.aborted && !call.timedOut()) return;
    streamed.failure ??= error;
    sse.send({ type: 'error', errorText: errorText(call.timedOut() ? 'timedOut' : replyErrorCode(error)) });
  };
  let reader: ReadableStreamDefaultReader<ReplyPart>;
  try {
    reader = (await call.parts).getReader();
  } catch (error) {
    return fail(error);
  }
  sse.send({ type: 'start-step' });
  for (;;) {
    let read: Awaited<ReturnType<typeof reader.read>>;
    try {
      read = await reader.read();
    } catch (error) {
      return fail(error);
    }
    if (read.done) break;
    const part = read.value;
    if (part.type === 'text-delta') {
      streamed.text += part.text;
      streamed.deltas += 1;
      checkpoint.note(streamed.text);
      sse.send({ type: 'text-delta', id: part.id, delta: part.text });
      if (streamed.deltas === 1) await afterFirstText();
    } else if (part.type === 'text-start' || part.type === 'text-end') sse.send({ type: part.type, id: part.id });
    // The reply's whole usage, once: every step's (AI SDK 7); no finish-step's usage is added to it.
    else if (part.type === 'finish') streamed.usage = part.totalUsage;
    else if (part.type === 'error') fail(part.error);
    await sse.drained();
  }
  sse.send({ type: 'finish-step' });
}

/**
 * Streams the provider's reply to the member (the reply is hijacked from Fastify), storing the
 * member's message once the first token is out (its id follows as message metadata), then stores
 * the reply and settles its credits before the finish part. The member leaving (stop) aborts the provider's
 * request: what was streamed is kept as 'stopped' and charged. A provider failure is an error part
 * and a stored 'error' reply. The prompt and the reply are never logged: only the provider's status.
 */
export function streamReply(app: FastifyInstance, reply: FastifyReply, job: ReplyJob, call: ModelCall): void {
  const response = reply.raw;
  const onClose = () => {
    if (!response.writableFinished) call.abort.abort();
  };
  response.on('close', onClose);
  const streamed: Streamed = { text: '', deltas: 0, failure: null, usage: null };

  async function outcome(): Promise<ReplyOutcome> {
    const sent = { text: streamed.text, outputTokens: streamed.deltas };
    if (call.timedOut()) return { ...sent, status: 'error', errorCode: 'timedOut', usage: null };
    if (call.abort.signal.aborted) return { ...sent, status: 'stopped', errorCode: null, usage: null };
    const failure = streamed.failure;
    if (failure !== null) {
      app.log.warn(
        { conversationId: job.conversationId, providerStatus: providerStatus(failure) },
        'AI reply failed at the provider',
      );
      // A refused key marks the provider's models unavailable until an admin fixes it (ai-models).
      await reportProviderFailure(app, job.target.provider.id, providerFailureOf(failure)).catch((error: unknown) =>
        app.log.error({ err: error }, 'could not record the provider failure'),
      );
      return { ...sent, status: 'error', errorCode: replyErrorCode(failure), usage: null };
    }
    return { ...sent, status: 'complete', errorCode: null, usage: streamed.usage };
  }

  const replies = inFlight.get(app) ?? new Map<AbortController, Promise<void>>();
  inFlight.set(app, replies);
  const finished = (async () => {
    const sse = openSseWriter(response, { 'x-content-type-options': 'nosniff' });
    let storing: Promise<number> | null = null;
    // Tried again after a failure (the database may return): a failed attempt is not kept.
    const userMessageId = () =>
      (storing ??= job.storeUserMessage().catch((error: unknown) => {
        storing = null;
        throw error;
      }));
    let savingLater = false;
    const checkpoint = replyCheckpoint(app, job.holdId, job.conversationId);
    const sendUserMessageId = async () => {
      const metadata: AiChatStreamMetadata = { userMessageId: String(await userMessageId()) };
      sse.send({ type: 'message-metadata', messageMetadata: metadata });
    };
    try {
      const start: AiChatStreamMetadata = { conversationId: String(job.conversationId) };
      sse.send({ type: 'start', messageMetadata: start });
      await forward(call, sse, streamed, checkpoint, sendUserMessageId).finally(() => checkpoint.stop());
      const result = await outcome();
      try {
        const stored = String(await userMessageId());
        const saved = await saveReply(app, job, result);
        sse.send({ type: 'finish', messageMetadata: { ...saved, userMessageId: stored } });
      } catch (error) {
        if (!failedDependency(error)) throw error;
        // The member saw the reply: say truthfully that it is not saved yet, and save it when the
        // database answers again (the hold and the slot go then, not when they expire).
        app.log.warn({ conversationId: job.conversationId }, 'AI reply shown but not saved yet: database unavailable');
        sse.send({ type: 'error', errorText: translate('aiLab.conversations.errors.notSavedYet') });
        keepSaving(app, job, result, userMessageId);
        savingLater = true;
      }
    } catch (error) {
      app.log.error({ err: error, conversationId: job.conversationId }, 'AI reply could not be saved');
      call.abort.abort();
      // Settled or released already when the reply itself could not be stored: then this does nothing.
      await releaseHold(app, job.holdId).catch((failure: unknown) =>
        app.log.error({ err: failure }, 'could not release the AI credit hold'),
      );
      await checkpoint.stop();
      await takeCheckpoint(app.database.db, job.holdId).catch((failure: unknown) =>
        app.log.warn({ err: failure }, 'could not remove the reply checkpoint'),
      );
      sse.send({ type: 'error', errorText: errorText('generic') });
    } finally {
      call.done();
      response.off('close', onClose);
      // Free before the end, so that the member's next send, once this one has ended, is not a 409.
      // A reply still to be saved keeps it until saved (save-retry.ts frees it then).
      if (!savingLater) {
        await freeReplySlot(app, job.member.id, job.claim).catch((error: unknown) =>
          app.log.error({ err: error }, 'could not free the AI reply slot'),
        );
      }
      sse.end();
      replies.delete(call.abort);
    }
  })();
  replies.set(call.abort, finished);
}
