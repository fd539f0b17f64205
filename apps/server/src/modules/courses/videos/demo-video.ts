import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_ASSETS_DIR } from '../../../assets.js';
import { insertCourseVideo } from './course-videos.repository.js';
import { videoDuration } from '../../../files/parsers/video-duration.js';

/** The demo lessons' video, of the project's own making (assets/make-demo-lesson.sh): 30 s, VP9 WebM. */
export const DEMO_LESSON_VIDEO = {
  file: path.join(SERVER_ASSETS_DIR, 'demo-lesson.webm'),
  storageKey: 'course-video-demo-lesson.webm',
  mimeType: 'video/webm',
  originalName: 'demo-lesson.webm',
} as const;

/**
 * Stores the demo video and records it, for the first-run demo lessons to point at: they play on a
 * machine without internet. Returns the video's id and its duration, read from the file by the
 * parser uploads use; on this thread, as the file is the project's own (no worker to start for every
 * new database).
 */
export async function storeDemoLessonVideo(
  app: FastifyInstance,
): Promise<{ videoId: number; durationSeconds: number }> {
  const { file, storageKey, mimeType, originalName } = DEMO_LESSON_VIDEO;
  const { size } = await stat(file);
  await app.storage.putStream(storageKey, createReadStream(file));
  const handle = await open(file);
  let seconds: number | null;
  try {
    seconds = await videoDuration({ type: mimeType, size }, async (start, end) => {
      const bytes = Buffer.alloc(end - start + 1);
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, start);
      return bytes.subarray(0, bytesRead);
    });
  } finally {
    await handle.close();
  }
  const durationSeconds = seconds === null ? null : Math.round(seconds);
  const videoId = await insertCourseVideo(app.database.db, {
    storage_key: storageKey,
    mime_type: mimeType,
    size_bytes: size,
    duration_seconds: durationSeconds,
    original_name: originalName,
    created_by: null,
    created_at: app.clock.now(),
  });
  return { videoId, durationSeconds: durationSeconds ?? 0 };
}
