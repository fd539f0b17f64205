import type { Readable } from 'node:stream';

/** Bytes start to end of a file, both included (as an HTTP Range gives them). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. The local disk is the default; another backend
 * (an object store) implements the same calls: whole small files as buffers,
 * large ones (lesson videos) as streams, read back by byte range.
 */
export interface UploadStorage {
  /** Stores the bytes under the name; storing the same name again keeps one copy. */
  put(name: string, data: Buffer): Promise<void>;
  /** The bytes, or null when no file has that name. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(name: string): Promise<void>;
  /**
   * Writes the stream under the name, chunk by chunk as it arrives (never the whole file in
   * memory). The file exists under the name only once the stream has ended and every byte is
   * written; when the stream fails or is destroyed, nothing is left behind and the promise
   * rejects with the stream's error. Resolves with the number of bytes stored.
   */
  putStream(name: string, source: Readable): Promise<number>;
  /**
   * The bytes of the range (the whole file without one) as a stream, opened before it resolves;
   * null when no file has that name. The caller knows the size (it stored the file).
   */
  read(name: string, range?: ByteRange): Promise<Readable | null>;
}

/** One path segment of letters, digits, dots, hyphens and underscores, never '.' or '..'. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function assertSafeName(name: string): void {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`unsafe upload name: ${name}`);
}
