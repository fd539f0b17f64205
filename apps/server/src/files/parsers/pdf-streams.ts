import { inflateSync } from 'node:zlib';
import { DecodedTooLarge } from '../parser-protocol.js';

/** A stream's data starts after the keyword and its end of line ('endstream' is not a start). */
const STREAM_START = /(?<!end)stream\r?\n/g;
/** How far back a stream's dictionary is looked for: an object header is never further in real files. */
const DICTIONARY_LOOKBACK = 4096;

/**
 * Refuses, before PDF.js opens it, a PDF with a Flate stream that inflates past `maxBytes` (the
 * decompression bomb: 612 KB that become 600 MiB). Each such stream is inflated by zlib, which
 * stops at `maxBytes`; images are skipped (a text read never decodes them). Only a fast first
 * check: streams behind other filters, or this scan's misreadings, still meet the worker's
 * memory watchdog while PDF.js reads them.
 */
export function refuseFlateBombs(data: Uint8Array, maxBytes: number): void {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const text = bytes.toString('latin1');
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) return;
    const objectStart = text.lastIndexOf(' obj', match.index);
    const dictionary = text.slice(Math.max(objectStart, match.index - DICTIONARY_LOOKBACK), match.index);
    if (!dictionary.includes('/FlateDecode') || /\/Subtype\s*\/Image/.test(dictionary)) continue;
    try {
      inflateSync(bytes.subarray(start, end), { maxOutputLength: maxBytes });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new DecodedTooLarge(`a Flate stream inflates past ${maxBytes} bytes`);
      }
      // Not zlib data as this scan cut it (or damaged): PDF.js decides.
    }
  }
}
