import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { CourseVideoUpload } from '@blivion/shared';
import { isStaff, truncateFileName } from '@blivion/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { toDate } from '../../../db/schema.js';
import type { RangeAnswer } from '../../../http/byte-range.js';
import { rangeOf } from '../../../http/byte-range.js';
import { AppError } from '../../../http/app-error.js';
import { currentMember } from '../../../plugins/authorization.js';
import { receiveStreamedFile } from '../../uploads/index.js';
import { recordAudit } from '../../audit/index.js';
import { refusal } from '../../uploads/index.js';
import { findCourseVideo, findWatchableCourseVideo, insertCourseVideo } from './course-videos.repository.js';
import { VIDEO_HEAD_BYTES, videoDurationOf, videoTypeOf } from './video-file.js';
import { assertVideoOpen } from '../release/release.service.js';

const ORIGINAL_NAME_MAX = 255;

/**
 * POST /api/admin/course-videos: streams the file to storage (MP4 or WebM by content, within the
 * route's limit), reads its duration from the stored file, and records it. Nothing stays stored when
 * the file is refused or anything after the write fails.
 */
export async function uploadCourseVideo(request: FastifyRequest): Promise<CourseVideoUpload> {
  const app = request.server;
  const member = currentMember(request);
  const key = `course-video-${randomBytes(16).toString('hex')}`;
  const upload = await receiveStreamedFile(request, {
    name: key,
    headBytes: VIDEO_HEAD_BYTES,
    identify: (head) => videoTypeOf(head, request.log),
    missing: () => refusal('VIDEO_REQUIRED', 'adminValidation.uploadErrorTitle'),
    invalidType: () => refusal('INVALID_VIDEO_TYPE', 'adminValidation.invalidFileTypeTitle'),
  });
  try {
    const durationSeconds = await videoDurationOf(app.storage, key, upload.type, upload.sizeBytes, request.log);
    // Control characters (NUL among them, which PostgreSQL text refuses) are not part of a name.
    // eslint-disable-next-line no-control-regex
    const originalName = truncateFileName(upload.filename.replace(/[\u0000-\u001f\u007f]/g, ''), ORIGINAL_NAME_MAX);
    const at = app.clock.now();
    const id = await app.database.db.transaction().execute(async (trx) => {
      const videoId = await insertCourseVideo(trx, {
        storage_key: key,
        mime_type: upload.type,
        size_bytes: upload.sizeBytes,
        duration_seconds: durationSeconds,
        original_name: originalName,
        created_by: member.id,
        created_at: at,
      });
      const details = {
        videoId,
        name: originalName,
        mimeType: upload.type,
        sizeBytes: upload.sizeBytes,
        durationSeconds,
      };
      await recordAudit(trx, { actor: member, action: 'courseVideo.upload', details, at });
      return videoId;
    });
    return { videoId: String(id), durationSeconds, sizeBytes: upload.sizeBytes, mimeType: upload.type };
  } catch (error) {
    await app.storage.delete(key);
    throw error;
  }
}

/** What GET /api/course-videos/:videoId sends: a status, its headers, and the bytes when there are any. */
export interface VideoAnswer {
  status: 200 | 206 | 304;
  headers: Record<string, string>;
  body: Readable | null;
}

export interface VideoRequestHeaders {
  range?: string;
  ifRange?: string;
  ifNoneMatch?: string;
}

/**
 * The stored video for a member who may watch it: an administrator always, any other member only
 * when a lesson of an active course uses it (the route has already required the courses
 * permission). Others get the not-found answer, as for a video that does not exist. Answers one
 * byte range (206), the whole file (200), or 304 when the browser's copy is current; a range the
 * file cannot satisfy is a 416 naming the file's size.
 */
export async function serveCourseVideo(
  app: FastifyInstance,
  member: Member,
  videoId: string,
  request: VideoRequestHeaders,
): Promise<VideoAnswer> {
  const id = Number(videoId);
  const video = isStaff(member.role)
    ? await findCourseVideo(app.database.db, id)
    : await findWatchableCourseVideo(app.database.db, id);
  if (!video) throw new AppError('COURSE_VIDEO_NOT_FOUND');
  // A video only lessons of modules not yet open play is refused like those lessons (decision 0089).
  await assertVideoOpen(app, member, id);
  const size = video.size_bytes;
  const storedAt = toDate(video.created_at)!;
  // A video is never rewritten: its id, size and time of storing name its bytes.
  const etag = `"${video.id}-${size}-${storedAt.getTime().toString(36)}"`;
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    etag,
    'last-modified': storedAt.toUTCString(),
    // Members only, checked on every request: no shared cache keeps it, the browser asks again.
    'cache-control': 'private, no-cache',
    'content-disposition': 'inline',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  };
  if (request.ifNoneMatch !== undefined && request.ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return { status: 304, headers, body: null };
  }
  const sameFile =
    request.ifRange === undefined || request.ifRange === etag || request.ifRange === headers['last-modified'];
  const range: RangeAnswer = sameFile ? rangeOf(request.range, size) : { kind: 'whole' };
  if (range.kind === 'unsatisfiable') {
    throw new AppError('RANGE_NOT_SATISFIABLE', { size });
  }
  const part = range.kind === 'part' ? { start: range.start, end: range.end } : undefined;
  const body = await app.storage.read(video.storage_key, part);
  if (!body) {
    app.log.error({ videoId: video.id, storageKey: video.storage_key }, 'course video file missing from storage');
    throw new AppError('COURSE_VIDEO_NOT_FOUND');
  }
  headers['content-type'] = video.mime_type;
  if (!part) {
    headers['content-length'] = String(size);
    return { status: 200, headers, body };
  }
  headers['content-length'] = String(part.end - part.start + 1);
  headers['content-range'] = `bytes ${part.start}-${part.end}/${size}`;
  return { status: 206, headers, body };
}
