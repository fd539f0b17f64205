import { FORUM_REPLY_INTERVAL_SECONDS, FORUM_TOPIC_INTERVAL_SECONDS, translate } from '@blivion/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { toDate } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import type { GateColumn } from './flood.repository.js';
import { claimGate, lastPostAt } from './flood.repository.js';

const GATES = {
  topic: { column: 'last_topic_at', seconds: FORUM_TOPIC_INTERVAL_SECONDS, code: 'FORUM_TOPIC_TOO_SOON' },
  reply: { column: 'last_reply_at', seconds: FORUM_REPLY_INTERVAL_SECONDS, code: 'FORUM_REPLY_TOO_SOON' },
} as const satisfies Record<string, { column: GateColumn; seconds: number; code: string }>;

/** 429 with the seconds left in the message and in details.seconds (also Retry-After). */
export class PostTooSoonError extends AppError {
  constructor(
    code: (typeof GATES)[keyof typeof GATES]['code'],
    readonly seconds: number,
  ) {
    super(code, { seconds, retryAfterSeconds: seconds });
    this.message = translate(`errors.${code}`, { seconds });
  }
}

/**
 * The flood limit: a member waits FORUM_TOPIC_INTERVAL_SECONDS between topics and
 * FORUM_REPLY_INTERVAL_SECONDS between replies, measured with the app clock. Call inside the
 * transaction that writes the post, so a failed post does not use up the slot.
 */
export async function takePostingSlot(db: Kysely<Database>, userId: string, kind: keyof typeof GATES, now: Date) {
  const gate = GATES[kind];
  const notAfter = new Date(now.getTime() - gate.seconds * 1000);
  if (await claimGate(db, userId, gate.column, now, notAfter)) return;
  throw new PostTooSoonError(gate.code, Math.max(1, await secondsUntilNextPost(db, userId, kind, now)));
}

/** Whole seconds until the member may post again by this gate (0: now), so a screen can say when. */
export async function secondsUntilNextPost(
  db: Kysely<Database>,
  userId: string,
  kind: keyof typeof GATES,
  now: Date,
): Promise<number> {
  const gate = GATES[kind];
  const last = toDate(await lastPostAt(db, userId, gate.column));
  if (!last) return 0;
  return Math.max(0, Math.ceil((last.getTime() + gate.seconds * 1000 - now.getTime()) / 1000));
}
