import type { CourseVideoUpload } from '@blivion/shared';
import type { FastifyBaseLogger } from 'fastify';
import * as untrusted from '../../../files/untrusted-files.js';
import type { UploadStorage } from '../../../storage/upload-storage.js';
import { refusal } from '../../uploads/index.js';

type CourseVideoType = CourseVideoUpload['mimeType'];

/** The sample file-type reads to recognise a format (an MP4's ftyp box, a WebM's EBML header). */
export const VIDEO_HEAD_BYTES = 4100;

const invalidType = () => refusal('INVALID_VIDEO_TYPE', 'adminValidation.invalidFileTypeTitle');

/**
 * The video's type from its first bytes, never from its name or declared type, read in the parser
 * worker: an ISO media file whose ftyp brand is an MP4 one, or an EBML file whose DocType is
 * 'webm'. QuickTime, Matroska, audio-only M4A and everything else are refused (null).
 */
export function videoTypeOf(head: Buffer, log: FastifyBaseLogger): Promise<CourseVideoType | null> {
  return untrusted.videoTypeOf(head, log, invalidType);
}

/**
 * The duration the stored file's header states, in whole seconds, parsed in the parser worker
 * within bounded memory and time (files/untrusted-files.ts): an MP4's movie header (read by
 * range, whatever its place in the file), a WebM's segment info. Null when the file states none (a
 * WebM recorded live by a browser, say) or its headers cannot be parsed; 400 FILE_TOO_COMPLEX
 * when the container needs more memory or time than a real one.
 */
export function videoDurationOf(
  storage: UploadStorage,
  name: string,
  type: CourseVideoType,
  size: number,
  log: FastifyBaseLogger,
): Promise<number | null> {
  return untrusted.videoDurationOf(storage, name, type, size, log);
}
