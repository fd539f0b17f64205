import { randomUUID } from 'node:crypto';
import { AI_CHAT_SENDS_PER_MINUTE, AI_REPLY_MAX_SECONDS, errorText } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { toDate } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { claimSlot, findSlot, releaseSlot } from './reply-slots.repository.js';

const WINDOW_MS = 60_000;
/** Claims tried when the slot is freed between a failed claim and the look at why. */
const MAX_CLAIM_ATTEMPTS = 3;

/** 429 with the seconds to wait in the message and in details (also Retry-After). */
export class ChatTooFastError extends AppError {
  constructor(readonly seconds: number) {
    super('AI_CHAT_TOO_FAST', { seconds, retryAfterSeconds: seconds });
    this.message = errorText('AI_CHAT_TOO_FAST', { seconds });
  }
}

/**
 * One streaming reply at a time per member, and at most AI_CHAT_SENDS_PER_MINUTE sends a minute:
 * 409 AI_REPLY_IN_PROGRESS while another reply streams (on any instance), 429 when too fast. The
 * claim expires with the longest reply, so a crashed instance frees it by itself.
 */
export async function takeReplySlot(app: FastifyInstance, userId: string): Promise<string> {
  const now = app.clock.now();
  const claim = randomUUID();
  const windowAfter = new Date(now.getTime() - WINDOW_MS);
  for (let attempt = 1; ; attempt += 1) {
    const taken = await claimSlot(app.database.db, {
      userId,
      claim,
      now,
      busyUntil: new Date(now.getTime() + AI_REPLY_MAX_SECONDS * 1000),
      windowAfter,
      maxSends: AI_CHAT_SENDS_PER_MINUTE,
    });
    if (taken) return claim;
    const slot = await findSlot(app.database.db, userId);
    const busyUntil = toDate(slot?.busy_until ?? null);
    if (busyUntil && busyUntil > now) throw new AppError('AI_REPLY_IN_PROGRESS');
    const windowStart = toDate(slot?.window_started_at ?? null);
    if (windowStart && windowStart > windowAfter && Number(slot?.window_sends ?? 0) >= AI_CHAT_SENDS_PER_MINUTE) {
      throw new ChatTooFastError(Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now.getTime()) / 1000)));
    }
    // Neither busy nor too fast: the reply that held the slot ended between the claim and this
    // look. Claim again rather than call the member too fast; a few rounds at most.
    if (attempt === MAX_CLAIM_ATTEMPTS) throw new AppError('AI_REPLY_IN_PROGRESS');
  }
}

export async function freeReplySlot(app: FastifyInstance, userId: string, claim: string): Promise<void> {
  await releaseSlot(app.database.db, userId, claim);
}
