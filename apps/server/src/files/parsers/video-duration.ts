import { fileTypeFromBuffer } from 'file-type';
import type { VideoDurationInput } from '../parser-protocol.js';

/** Reads bytes start..end (inclusive) of the stored file. */
export type ReadRange = (start: number, end: number) => Promise<Uint8Array>;

/** An MP4 or a WebM by its first bytes (an MP4's ftyp box, a WebM's EBML header); anything else is null. */
export async function videoType(head: Uint8Array): Promise<string | null> {
  const detected = await fileTypeFromBuffer(head);
  return detected?.mime === 'video/mp4' || detected?.mime === 'video/webm' ? detected.mime : null;
}

/** Boxes (an MP4's) or elements (a WebM's) looked at on one level before giving up (a real file has a handful). */
const MAX_BOXES = 256;

/** A box's type, where its content starts and where it ends, or null when the header is broken. */
async function boxAt(read: ReadRange, offset: number, end: number, want = 16) {
  if (offset + 8 > end) return null;
  const header = Buffer.from(await read(offset, Math.min(offset + want, end) - 1));
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

/** An EBML variable-length integer: an element id keeps its length marker, a size drops it (all ones: unknown). */
function vintAt(bytes: Buffer, at: number, maxLength: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > maxLength || at + length > bytes.length) return null;
  const valueBits = 0xff >> length;
  let value = keepMarker ? first : first & valueBits;
  let allOnes = (first & valueBits) === valueBits;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  if (!keepMarker && allOnes) return { value: null, length };
  return Number.isSafeInteger(value) ? { value, length } : null;
}

/** An EBML element's id, where its data starts and where it ends (null: unknown size), or null when broken. */
async function elementAt(read: ReadRange, offset: number, end: number) {
  if (offset >= end) return null;
  const head = Buffer.from(await read(offset, Math.min(offset + 12, end) - 1));
  const id = vintAt(head, 0, 4, true);
  const size = id && vintAt(head, id.length, 8, false);
  if (!id || !size) return null;
  const dataStart = offset + id.length + size.length;
  return { id: id.value, dataStart, next: size.value === null ? null : dataStart + size.value };
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const SEGMENT_INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMESTAMP_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
/** A segment info element holds a few short fields; a larger one is not read. */
const INFO_MAX_BYTES = 64 * 1024;

/** The duration in a segment info's fields: Duration (a float) in TimestampScale nanoseconds (1 ms unless stated). */
function infoDuration(info: Buffer): number | null {
  let scale = 1_000_000;
  let duration: number | null = null;
  for (let at = 0; at < info.length;) {
    const id = vintAt(info, at, 4, true);
    const size = id && vintAt(info, at + id.length, 8, false);
    if (!id || !size || size.value === null) break;
    const data = at + id.length + size.length;
    if (data + size.value > info.length) break;
    if (id.value === TIMESTAMP_SCALE && size.value >= 1 && size.value <= 6) scale = info.readUIntBE(data, size.value);
    if (id.value === DURATION && size.value === 4) duration = info.readFloatBE(data);
    if (id.value === DURATION && size.value === 8) duration = info.readDoubleBE(data);
    at = data + size.value;
  }
  return duration === null ? null : (duration * scale) / 1e9;
}

/**
 * A WebM's duration from its segment info: the EBML header, then the segment's children stepped
 * over by their sizes (a few small range reads, at most MAX_BOXES of them) until the info. Null
 * when a cluster or an element of unknown size comes first, or the file states no duration.
 */
async function webmDurationOf(read: ReadRange, size: number): Promise<number | null> {
  const header = await elementAt(read, 0, size);
  if (header?.id !== EBML_HEADER || header.next === null) return null;
  const segment = await elementAt(read, header.next, size);
  if (segment?.id !== SEGMENT) return null;
  const segmentEnd = segment.next === null ? size : Math.min(segment.next, size);
  let offset = segment.dataStart;
  for (let i = 0; i < MAX_BOXES; i++) {
    const child = await elementAt(read, offset, segmentEnd);
    if (!child || child.next === null || child.id === CLUSTER) return null;
    if (child.id === SEGMENT_INFO) {
      const end = Math.min(child.next, segmentEnd);
      if (end - child.dataStart > INFO_MAX_BYTES) return null;
      return infoDuration(Buffer.from(await read(child.dataStart, end - 1)));
    }
    offset = child.next;
  }
  return null;
}

/**
 * The duration the stored file's header states, in seconds: an MP4's movie header (read by range,
 * whatever its place in the file), a WebM's segment info (read by range too, before the
 * clusters). Null when the file states none (a WebM recorded live by a
 * browser, say) or its headers cannot be parsed. Runs in the parser worker; `read` asks the main
 * thread's storage for each range.
 */
export async function videoDuration(input: VideoDurationInput, read: ReadRange): Promise<number | null> {
  try {
    return input.type === 'video/mp4' ? await mp4DurationOf(read, input.size) : await webmDurationOf(read, input.size);
  } catch {
    return null;
  }
}
