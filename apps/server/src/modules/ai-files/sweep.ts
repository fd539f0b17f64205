import { AI_PENDING_ATTACHMENT_HOURS } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { deleteSwept, findSweepable } from './ai-files.repository.js';

const BATCH = 500;

/**
 * Deletes the files nobody can reach any more: those of deleted messages and deleted accounts, and
 * those uploaded more than AI_PENDING_ATTACHMENT_HOURS ago and never sent. Rows first, then their
 * bytes, a batch at a time; a file sent while the sweep runs is kept. Answers how many it deleted.
 */
export async function sweepAttachments(app: FastifyInstance): Promise<number> {
  const unsentBefore = new Date(app.clock.now().getTime() - AI_PENDING_ATTACHMENT_HOURS * 60 * 60 * 1000);
  let deleted = 0;
  for (;;) {
    const candidates = await findSweepable(app.database.db, unsentBefore, BATCH);
    if (candidates.length === 0) return deleted;
    const keys = await deleteSwept(
      app.database.db,
      candidates.map((row) => row.id),
      unsentBefore,
    );
    for (const key of keys) await app.storage.delete(key);
    deleted += keys.length;
    if (candidates.length < BATCH) return deleted;
  }
}
