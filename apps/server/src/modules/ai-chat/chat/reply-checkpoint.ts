import type { FastifyInstance } from 'fastify';
import { writeCheckpoint } from './reply-checkpoints.repository.js';

/** How often the text of a streaming reply is written down (the first text at once). */
export const CHECKPOINT_INTERVAL_MS = 1_000;

export interface ReplyCheckpoint {
  /** The reply's whole text so far; written at most once per interval, one write at a time. */
  note(text: string): void;
  /**
   * Stops writing and waits for a write under way, so that none lands after the reply is stored
   * (saveReply removes the checkpoint in the reply's own transaction).
   */
  stop(): Promise<void>;
}

/**
 * Keeps the part of a reply already streamed in the database while it streams (decision 0098), so
 * that a crash of this instance loses at most the last second of it: the hold sweep stores it in
 * the reply it marks interrupted. A failed write is logged and never stops the stream.
 */
export function replyCheckpoint(app: FastifyInstance, holdId: number, conversationId: number): ReplyCheckpoint {
  let writing: Promise<void> | null = null;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let pending: string | null = null;
  let stopped = false;

  const write = (text: string) => {
    lastWrite = Date.now();
    writing = writeCheckpoint(app.database.db, { holdId, conversationId, text, at: app.clock.now() })
      .catch((error: unknown) => app.log.warn({ err: error, conversationId }, 'could not write the reply checkpoint'))
      .finally(() => {
        writing = null;
        if (pending !== null && !stopped && Date.now() - lastWrite >= CHECKPOINT_INTERVAL_MS) {
          const next = pending;
          pending = null;
          write(next);
        }
      });
  };

  return {
    note(text) {
      if (stopped) return;
      if (writing === null && Date.now() - lastWrite >= CHECKPOINT_INTERVAL_MS) {
        pending = null;
        write(text);
      } else pending = text;
    },
    async stop() {
      stopped = true;
      pending = null;
      while (writing !== null) await writing;
    },
  };
}
