import type { FastifyInstance } from 'fastify';
import { failedDependency } from '../../../dependencies/dependency-failure.js';
import type { ReplyJob } from './reply-job.js';
import type { ReplyOutcome } from './save-reply.js';
import { saveReply } from './save-reply.js';
import { freeReplySlot } from './reply-slots.js';

/** How long a reply the member saw is kept trying to be saved while the database is unreachable. */
export const SAVE_RETRY_FOR_MS = 3 * 60_000;
/** Waits between attempts: short at first, then every 5 s. */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 5000];

const retrying = new WeakMap<FastifyInstance, Set<{ stop(): void; done: Promise<void> }>>();

/** Stops the saves being retried (the app closes) and waits for the attempt in progress. */
export async function stopSaveRetries(app: FastifyInstance): Promise<void> {
  const set = retrying.get(app);
  if (!set) return;
  for (const entry of set) entry.stop();
  await Promise.allSettled([...set].map((entry) => entry.done));
}

/**
 * A reply finished, and the member saw it whole, while the database did not answer (issue 28,
 * decision 0083): it is saved as soon as the database answers again (the member's message first,
 * then the reply and its credits, as saveReply does), and then the member's reply slot is freed, so
 * that the hold and the slot go at once rather than when they expire. Gives up after
 * SAVE_RETRY_FOR_MS or at shutdown: the hold then expires and its sweep marks the question
 * unanswered. A failure that is not the database's ends the attempts at once.
 */
export function keepSaving(
  app: FastifyInstance,
  job: ReplyJob,
  outcome: ReplyOutcome,
  storeUserMessage: () => Promise<number>,
): void {
  let stopped = false;
  let wake: () => void = () => {};
  const set = retrying.get(app) ?? new Set();
  retrying.set(app, set);
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const entry = {
    stop: () => {
      stopped = true;
      wake();
    },
    done: (async () => {
      const deadline = performance.now() + SAVE_RETRY_FOR_MS;
      for (let attempt = 0; !stopped && performance.now() < deadline; attempt += 1) {
        await sleep(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!);
        if (stopped) break;
        try {
          await storeUserMessage();
          await saveReply(app, job, outcome);
          await freeReplySlot(app, job.member.id, job.claim);
          app.log.info(
            { conversationId: job.conversationId, attempts: attempt + 1 },
            'AI reply saved after the database returned',
          );
          return;
        } catch (error) {
          if (!failedDependency(error)) {
            app.log.error({ err: error, conversationId: job.conversationId }, 'AI reply could not be saved');
            return;
          }
        }
      }
      app.log.error({ conversationId: job.conversationId }, 'AI reply not saved: the database did not return in time');
    })().finally(() => set.delete(entry)),
  };
  set.add(entry);
}
