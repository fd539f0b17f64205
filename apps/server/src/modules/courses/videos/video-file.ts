import { buffer } from 'node:stream/consumers';
import type { CourseVideoUpload } from '@blivion/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadStorage } from '../../../storage/upload-storage.js';

type CourseVideoType = CourseVideoUpload['mimeType'];

/** The sample file-type reads to recognise a format (an MP4's ftyp box, a WebM's EBML header). */
export const VIDEO_HEAD_BYTES = 4100;

/**
 * The video's type from its first bytes, never from its name or declared type: an ISO media file
 * whose ftyp brand is an MP4 one, or an EBML file whose DocType is 'webm'. QuickTime, Matroska,
 * audio-only M4A and everything else are refused.
 */
export async function videoTypeOf(head: Buffer): Promise<CourseVideoType | null> {
  const detected = await fileTypeFromBuffer(head);
  return detected?.mime === 'video/mp4' || detected?.mime === 'video/webm' ? detected.mime : null;
}

type ReadRange = (start: number, end: number) => Promise<Buffer>;
/** Boxes looked at on one level before giving up (a real file has a handful before moov). */
const MAX_BOXES = 256;

/** A box's type, where its content starts and where it ends, or null when the header is broken. */
async function boxAt(read: ReadRange, offset: number, end: number, want = 16) {
  if (offset + 8 > end) return null;
  const header = await read(offset, Math.min(offset + want, end) - 1);
  if (header.length < 8) return null;
  let size = header.readUInt32BE(0);
  let contentStart = offset + 8;
  if (size === 1) {
    if (header.length < 16) return null;
    size = Number(header.readBigUInt64BE(8));
    contentStart = offset + 16;
  } else if (size === 0) {
    size = end - offset;
  }
  if (size < contentStart - offset) return null;
  return { type: header.toString('latin1', 4, 8), header, contentStart, next: offset + size };
}

/**
 * An MP4's duration from its movie header (moov > mvhd), wherever moov is (before or after the
 * media data): a few small range reads that step over the boxes, never the media itself.
 */
async function mp4DurationOf(read: ReadRange, size: number): Promise<number | null> {
  let offset = 0;
  for (let i = 0; i < MAX_BOXES; i++) {
    const box = await boxAt(read, offset, size);
    if (!box) return null;
    if (box.type === 'moov') {
      let child = box.contentStart;
      const moovEnd = Math.min(box.next, size);
      for (let j = 0; j < MAX_BOXES; j++) {
        // 40 bytes cover a version 1 header up to its 64-bit duration.
        const inner = await boxAt(read, child, moovEnd, 40);
        if (!inner) return null;
        if (inner.type === 'mvhd') {
          const h = inner.header;
          const version = h[8];
          if (version === 1 && h.length >= 40) return secondsOf(h.readUInt32BE(28), Number(h.readBigUInt64BE(32)));
          if (version === 0 && h.length >= 28) return secondsOf(h.readUInt32BE(20), h.readUInt32BE(24));
          return null;
        }
        child = inner.next;
      }
      return null;
    }
    offset = box.next;
  }
  return null;
}

/** All ones means 'unknown' in an mvhd. */
function secondsOf(timescale: number, duration: number): number | null {
  if (timescale === 0 || duration === 0 || duration === 0xffffffff) return null;
  return duration / timescale;
}

/** A WebM's duration from its segment info, read by music-metadata from one pass over the file. */
async function webmDurationOf(storage: UploadStorage, name: string, size: number): Promise<number | null> {
  const stream = await storage.read(name);
  if (!stream) return null;
  try {
    const { parseStream } = await import('music-metadata');
    const metadata = await parseStream(
      stream,
      { mimeType: 'video/webm', size },
      { skipCovers: true, skipPostHeaders: true },
    );
    return metadata.format.duration ?? null;
  } finally {
    stream.destroy();
  }
}

/**
 * The duration the stored file's header states, in whole seconds: an MP4's movie header (read by
 * range, whatever its place in the file), a WebM's segment info (music-metadata; it steps over the
 * clusters without keeping them). Null when the file states none (a WebM recorded live by a
 * browser, say) or its headers cannot be parsed.
 */
export async function videoDurationOf(
  storage: UploadStorage,
  name: string,
  type: CourseVideoType,
  size: number,
): Promise<number | null> {
  let seconds: number | null;
  try {
    if (type === 'video/mp4') {
      const read: ReadRange = async (start, end) => {
        const stream = await storage.read(name, { start, end });
        return stream ? buffer(stream) : Buffer.alloc(0);
      };
      seconds = await mp4DurationOf(read, size);
    } else {
      seconds = await webmDurationOf(storage, name, size);
    }
  } catch {
    return null;
  }
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : null;
}
