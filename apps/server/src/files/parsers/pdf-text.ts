import { getDocumentProxy } from 'unpdf';
import type { InspectInput, PdfText } from '../parser-protocol.js';
import { refuseFlateBombs } from './pdf-streams.js';
import { cutText } from './text-cut.js';

/** unpdf's own joining: one space between words, at most one blank line between paragraphs. */
function normalise(pages: string[]): string {
  return pages
    .join('\n')
    .replaceAll('\u0000', '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The most one stream may inflate to: PDF.js holds a stream whole while it reads it, in a buffer
 * it doubles as it grows, so a larger one would pass the worker's memory bound anyway.
 */
const STREAM_INFLATED_MAX = 32 * 1024 * 1024;

/**
 * The text of a PDF with unpdf (PDF.js), page by page, stopping once it has read `pagesMax` pages
 * or more than `charsMax` characters. Null when the file cannot be opened (damaged, or protected by
 * a password). Throws DecodedTooLarge for a Flate stream past STREAM_INFLATED_MAX. Runs in the
 * parser worker only: PDF.js inflates streams into memory as it reads them, which the worker's
 * watchdog bounds (parser-pool.ts).
 */
export async function pdfText(data: Uint8Array, limits: NonNullable<InspectInput['pdfText']>): Promise<PdfText | null> {
  refuseFlateBombs(data, STREAM_INFLATED_MAX);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(data, { stopAtErrors: false, verbosity: 0 });
  } catch {
    return null;
  }
  try {
    const pages: string[] = [];
    let chars = 0;
    const readable = Math.min(pdf.numPages, limits.pagesMax);
    for (let number = 1; number <= readable && chars <= limits.charsMax; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      pages.push(text);
      chars += text.length;
      page.cleanup();
    }
    const cut = cutText(normalise(pages), limits.charsMax);
    return { text: cut.text, pageCount: pdf.numPages, truncated: cut.truncated || pages.length < pdf.numPages };
  } catch {
    return null;
  } finally {
    await pdf.loadingTask.destroy();
  }
}
