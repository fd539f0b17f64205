import { buffer } from 'node:stream/consumers';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PX, errorText } from '@blivion/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error.js';
import type { UploadStorage } from '../storage/upload-storage.js';
import type { InspectInput, Inspection } from './parser-protocol.js';
import type { ParseLimits } from './parser-pool.js';
import { ParseStopped, runParser } from './parser-pool.js';

export type { Inspection, PdfText } from './parser-protocol.js';
export { cutText } from './parsers/text-cut.js';

const MiB = 1024 * 1024;

/**
 * What one file's parse may use (decision 0066): the worker's heap plus every buffer it holds
 * (PDF.js inflates a stream whole into one), and the time from the moment it has the file. A
 * PDF's text needs a few tens of MiB (about 30 for a 500-page report) and a second or two; an
 * SVG's check loads jsdom, which alone takes about 60 MiB. A video's duration is a few hundred
 * bytes read by range, however large the file, so its time goes to storage's answers.
 */
const INSPECT_LIMITS: ParseLimits = { deadlineMs: 15_000, memoryBytes: 96 * MiB };
const SVG_LIMITS: ParseLimits = { deadlineMs: 10_000, memoryBytes: 192 * MiB };
const VIDEO_TYPE_LIMITS: ParseLimits = { deadlineMs: 5_000, memoryBytes: 64 * MiB };
const VIDEO_DURATION_LIMITS: ParseLimits = { deadlineMs: 30_000, memoryBytes: 64 * MiB };

/**
 * The answer for a parse that overran its limits or could not run: 400 FILE_TOO_COMPLEX (the file
 * needed more memory or time than any ordinary file of its kind: a decompression bomb, say), 503
 * FILE_CHECKS_BUSY (too many files waiting). A parser that failed on the file gets the caller's own
 * answer (`unreadable`), as a file it cannot read. Logged at warn with the reason: a bomb is worth
 * seeing in the log.
 */
function answerFor(error: unknown, log: FastifyBaseLogger, unreadable: () => AppError): Error {
  if (!(error instanceof ParseStopped)) return error as Error;
  log.warn({ reason: error.reason, detail: error.message }, 'untrusted file refused by its parser');
  if (error.reason === 'busy') return new AppError('FILE_CHECKS_BUSY');
  if (error.reason === 'failed') return unreadable();
  return new AppError('FILE_TOO_COMPLEX');
}

/** A copy of the bytes the worker can own (the caller keeps and may store its own). */
function workerCopy(data: Uint8Array): Uint8Array {
  return new Uint8Array(data);
}

/**
 * What an uploaded file is, read off the main thread within bounded memory and time: its type by
 * content, a raster image's stated size, and on request a PDF's text or an SVG's sanitised copy.
 * Throws FILE_TOO_COMPLEX / FILE_CHECKS_BUSY (see answerFor), or `unreadable()` when the parser
 * failed on the file.
 */
export async function inspectFile(
  data: Buffer,
  options: Omit<InspectInput, 'data'> & { log: FastifyBaseLogger; unreadable: () => AppError },
): Promise<Inspection> {
  const { log, unreadable, ...asked } = options;
  const copy = workerCopy(data);
  const base = asked.svg ? SVG_LIMITS : INSPECT_LIMITS;
  // The worker holds the file and PDF.js may copy it once more.
  const limits = { ...base, memoryBytes: base.memoryBytes + 2 * data.length };
  try {
    return await runParser('inspect', { ...asked, data: copy }, { limits, transfer: [copy.buffer as ArrayBuffer] });
  } catch (error) {
    throw answerFor(error, log, unreadable);
  }
}

/** An MP4 or a WebM by its first bytes (an MP4's ftyp box, a WebM's EBML header); anything else is null. */
export async function videoTypeOf(
  head: Buffer,
  log: FastifyBaseLogger,
  unreadable: () => AppError,
): Promise<'video/mp4' | 'video/webm' | null> {
  const copy = workerCopy(head);
  try {
    const type = await runParser(
      'videoType',
      { head: copy },
      { limits: VIDEO_TYPE_LIMITS, transfer: [copy.buffer as ArrayBuffer] },
    );
    return type === 'video/mp4' || type === 'video/webm' ? type : null;
  } catch (error) {
    throw answerFor(error, log, unreadable);
  }
}

/**
 * The duration the stored video's header states, in whole seconds, parsed in a worker that reads
 * the file by range from storage (an MP4's movie header wherever it is; a WebM's segment info).
 * Null when the file states none or its headers cannot be parsed; FILE_TOO_COMPLEX when the
 * container needs more memory or time than any real one.
 */
export async function videoDurationOf(
  storage: UploadStorage,
  name: string,
  type: 'video/mp4' | 'video/webm',
  size: number,
  log: FastifyBaseLogger,
): Promise<number | null> {
  const readRange = async (start: number, end: number) => {
    const stream = await storage.read(name, { start, end });
    return stream ? new Uint8Array(await buffer(stream)) : new Uint8Array(0);
  };
  let seconds: number | null;
  try {
    seconds = await runParser('videoDuration', { type, size }, { limits: VIDEO_DURATION_LIMITS, readRange });
  } catch (error) {
    // A parser that failed on the file: a duration it cannot read, as for headers it cannot parse.
    if (error instanceof ParseStopped && error.reason === 'failed') {
      log.warn({ detail: error.message }, 'video duration parser failed');
      return null;
    }
    throw answerFor(error, log, () => new AppError('FILE_TOO_COMPLEX'));
  }
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : null;
}

const megapixels = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/**
 * Refuses a raster image whose header states more than IMAGE_MAX_SIDE_PX on a side or
 * IMAGE_MAX_PIXELS in all (400 IMAGE_DIMENSIONS_TOO_LARGE, naming its size and the limits), and
 * one whose size cannot be read at all (`unreadable()`): a browser could not draw it either.
 */
export function checkImageDimensions(inspection: Inspection, unreadable: () => AppError): void {
  const size = inspection.dimensions;
  if (!size) throw unreadable();
  const { width, height } = size;
  if (width <= IMAGE_MAX_SIDE_PX && height <= IMAGE_MAX_SIDE_PX && width * height <= IMAGE_MAX_PIXELS) return;
  const values = {
    width: String(width),
    height: String(height),
    maxSide: String(IMAGE_MAX_SIDE_PX),
    maxMegapixels: megapixels.format(IMAGE_MAX_PIXELS / 1_000_000),
  };
  const error = new AppError('IMAGE_DIMENSIONS_TOO_LARGE', values);
  error.message = errorText('IMAGE_DIMENSIONS_TOO_LARGE', values);
  throw error;
}
