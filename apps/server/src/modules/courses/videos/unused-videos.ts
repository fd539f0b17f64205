import type { FastifyInstance } from 'fastify';
import { deleteUnusedVideo, unusedVideoIds } from './course-videos.repository.js';

/** The scheduled sweep's name (jobs module). */
export const UNUSED_VIDEOS_JOB = 'courses.unused-videos';
/** An upload the editor has not saved yet is kept this long before the sweep removes it. */
export const UNUSED_VIDEO_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 100;

/**
 * Removes each of the videos that no lesson uses any more: its row, then its file. Called once the
 * transaction that stopped using them has committed (a content save, a course deletion). A video
 * still used, or named by a lesson written meanwhile (the foreign key refuses the delete), stays.
 * Returns how many were removed.
 */
export async function removeUnusedVideos(app: FastifyInstance, videoIds: Iterable<number>): Promise<number> {
  let removed = 0;
  for (const id of new Set(videoIds)) {
    let storageKey: string | null;
    try {
      storageKey = await deleteUnusedVideo(app.database.db, id);
    } catch (error) {
      app.log.warn({ err: error, videoId: id }, 'course video kept: a lesson started using it');
      continue;
    }
    if (storageKey === null) continue;
    removed += 1;
    try {
      await app.storage.delete(storageKey);
    } catch (error) {
      // The row is gone, so nobody is served the file; it only takes space until removed by hand.
      app.log.error({ err: error, videoId: id, storageKey }, 'course video file could not be deleted');
    }
  }
  return removed;
}

/**
 * The sweep: videos stored more than a day ago that no lesson uses (an upload whose editor was
 * closed without saving, or one a failed clean-up left), a hundred at a time until none is left.
 */
export async function sweepUnusedVideos(app: FastifyInstance, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_VIDEO_GRACE_MS);
  let removed = 0;
  for (;;) {
    const ids = await unusedVideoIds(app.database.db, before, SWEEP_BATCH);
    if (ids.length === 0) return removed;
    const batch = await removeUnusedVideos(app, ids);
    removed += batch;
    // Every one of the batch stayed (each was taken into use meanwhile): the next read would find them again.
    if (batch === 0) return removed;
  }
}
