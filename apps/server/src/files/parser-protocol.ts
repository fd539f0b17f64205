import type { MessagePort } from 'node:worker_threads';

/** A PDF's text as parsers/pdf-text.ts reads it. */
export interface PdfText {
  text: string;
  pageCount: number;
  /** Pages past the job's pagesMax, or text past its charsMax, were left out. */
  truncated: boolean;
}

export interface InspectInput {
  data: Uint8Array;
  /** Read a PDF's text, within these limits. */
  pdfText?: { pagesMax: number; charsMax: number };
  /** Sanitise the file as an SVG document when its bytes are not a known binary format. */
  svg?: boolean;
}

/** What a file is, from its bytes alone. */
export interface Inspection {
  /** file-type's answer (null when the bytes match no binary format it knows). */
  mime: string | null;
  /** A raster image's size as its header states it (null for anything else, or a header that cannot be read). */
  dimensions: { width: number; height: number } | null;
  /** Asked for and a PDF: its text, or null when it cannot be opened. */
  pdf?: PdfText | null;
  /** Asked for and not binary: the sanitised SVG, or null when the bytes are not an SVG document. */
  svg?: Uint8Array | null;
}

export interface VideoDurationInput {
  type: 'video/mp4' | 'video/webm';
  /** The stored file's size, in bytes. */
  size: number;
}

/** Every job the worker runs: its input and its result. */
export interface ParserJobs {
  inspect: { input: InspectInput; output: Inspection };
  videoType: { input: { head: Uint8Array }; output: string | null };
  /** Seconds, as the header states them; null when it states none or cannot be parsed. */
  videoDuration: { input: VideoDurationInput; output: number | null };
}

export interface WorkerTask {
  job: keyof ParserJobs;
  input: unknown;
  /** For jobs that read the file by range from the main thread's storage. */
  port?: MessagePort;
}

/** `tooLarge`: the parser itself found that the file decodes to more than it may hold. */
export type WorkerAnswer =
  { type: 'answer'; ok: true; result: unknown } | { type: 'answer'; ok: false; error: string; tooLarge?: boolean };

/** What the worker tells the pool: ready for a file, a library loading (deadline paused), or a file's answer. */
export type WorkerMessage = { type: 'ready' } | { type: 'loading' } | { type: 'loaded' } | WorkerAnswer;

/** Thrown by a parser that finds, before decoding it, that a file would decode to more than its bound. */
export class DecodedTooLarge extends Error {
  readonly tooLarge = true;
}

export interface RangeRequest {
  id: number;
  start: number;
  /** Inclusive. */
  end: number;
}

export type RangeAnswer = { id: number; bytes: Uint8Array; error?: undefined } | { id: number; error: string };
