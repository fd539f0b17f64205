import type { AiAttachmentKind } from '@blivion/shared';
import {
  AI_ATTACHMENT_IMAGE_MAX_BYTES,
  AI_ATTACHMENT_TEXT_MAX_BYTES,
  AI_ATTACHMENT_TEXT_MAX_CHARS,
  AI_IMAGE_MEDIA_TYPES,
  AI_PDF_PAGES_MAX,
} from '@blivion/shared';
import type { FastifyBaseLogger } from 'fastify';
import { checkImageDimensions, cutText, inspectFile } from '../../files/untrusted-files.js';
import { AppError } from '../../http/app-error.js';
import { tooLarge } from '../uploads/index.js';

/** What an uploaded file is, decided from its bytes alone, and the text the model reads from it. */
export interface CheckedAttachment {
  kind: AiAttachmentKind;
  mediaType: string;
  text: string | null;
  textTruncated: boolean;
  pageCount: number | null;
  /** What to store: the file itself, or a text file's whole text in UTF-8. */
  bytes: Buffer;
}

const IMAGE_TYPES = new Set<string>(AI_IMAGE_MEDIA_TYPES);
/** Formats file-type recognises that are text all the same. */
const TEXT_FORMATS = new Set(['application/xml', 'image/svg+xml']);

/**
 * Text in UTF-8 (with or without a byte order mark), UTF-16 with its mark, or else Windows-1252
 * (what Excel and Notepad on a Brazilian Windows save); null when the bytes are not text: a NUL,
 * or more than one in a hundred control characters other than tab, line breaks and form feed.
 */
export function decodeText(data: Buffer): string | null {
  let text: string;
  if (data[0] === 0xff && data[1] === 0xfe) text = new TextDecoder('utf-16le').decode(data.subarray(2));
  else if (data[0] === 0xfe && data[1] === 0xff) text = new TextDecoder('utf-16be').decode(data.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
    } catch {
      text = new TextDecoder('windows-1252').decode(data);
    }
  }
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return null;
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) || code === 0x7f) controls++;
  }
  return controls * 100 > text.length ? null : text;
}

/**
 * Decides what the file is from its content, never its name or declared type, off the main thread
 * within bounded memory and time (files/untrusted-files.ts): a PNG, JPEG, WebP or GIF image
 * within IMAGE_MAX_SIDE_PX and IMAGE_MAX_PIXELS; a PDF whose text can be read (at most
 * AI_PDF_PAGES_MAX pages); or a text file. Refuses everything else, each kind above its own limit
 * (the route has already held the file to AI_ATTACHMENT_MAX_BYTES), and a file that needs more
 * memory or time than any ordinary one (400 FILE_TOO_COMPLEX: a PDF decompression bomb, say).
 */
export async function checkAttachment(data: Buffer, log: FastifyBaseLogger): Promise<CheckedAttachment> {
  const unreadable = () => new AppError('AI_FILE_UNREADABLE');
  const pdfText = { pagesMax: AI_PDF_PAGES_MAX, charsMax: AI_ATTACHMENT_TEXT_MAX_CHARS };
  const inspection = await inspectFile(data, { pdfText, log, unreadable });
  const mime = inspection.mime;
  if (mime && IMAGE_TYPES.has(mime)) {
    if (data.length > AI_ATTACHMENT_IMAGE_MAX_BYTES) throw tooLarge(AI_ATTACHMENT_IMAGE_MAX_BYTES);
    checkImageDimensions(inspection, () => new AppError('AI_FILE_TYPE'));
    return { kind: 'image', mediaType: mime, text: null, textTruncated: false, pageCount: null, bytes: data };
  }
  if (mime === 'application/pdf') {
    const pdf = inspection.pdf;
    if (!pdf || pdf.text === '') throw unreadable();
    return {
      kind: 'pdf',
      mediaType: 'application/pdf',
      text: pdf.text,
      textTruncated: pdf.truncated,
      pageCount: pdf.pageCount,
      bytes: data,
    };
  }
  if (mime && !TEXT_FORMATS.has(mime)) throw new AppError('AI_FILE_TYPE');
  if (data.length > AI_ATTACHMENT_TEXT_MAX_BYTES) throw tooLarge(AI_ATTACHMENT_TEXT_MAX_BYTES);
  const decoded = decodeText(data);
  if (decoded === null) throw new AppError('AI_FILE_TYPE');
  if (decoded.trim() === '') throw new AppError('AI_FILE_UNREADABLE');
  const cut = cutText(decoded, AI_ATTACHMENT_TEXT_MAX_CHARS);
  return {
    kind: 'text',
    mediaType: 'text/plain',
    text: cut.text,
    textTruncated: cut.truncated,
    pageCount: null,
    bytes: Buffer.from(decoded, 'utf8'),
  };
}
