import { AI_ATTACHMENT_TEXT_MAX_CHARS, AI_PDF_PAGES_MAX } from '@blivion/shared';
import { setImmediate } from 'node:timers/promises';
import { getDocumentProxy } from 'unpdf';

export interface PdfText {
  text: string;
  pageCount: number;
  /** Pages past AI_PDF_PAGES_MAX, or text past AI_ATTACHMENT_TEXT_MAX_CHARS, were left out. */
  truncated: boolean;
}

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
 * The text of a PDF with unpdf (pdf.js), page by page, stopping once it has read
 * AI_PDF_PAGES_MAX pages or more than AI_ATTACHMENT_TEXT_MAX_CHARS characters. Null when the file
 * cannot be opened (damaged, or protected by a password).
 */
export async function pdfTextOf(data: Buffer): Promise<PdfText | null> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: pdf.js takes over the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(data), { isEvalSupported: false, stopAtErrors: false, verbosity: 0 });
  } catch {
    return null;
  }
  try {
    const pages: string[] = [];
    let chars = 0;
    const readable = Math.min(pdf.numPages, AI_PDF_PAGES_MAX);
    for (let number = 1; number <= readable && chars <= AI_ATTACHMENT_TEXT_MAX_CHARS; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      pages.push(text);
      chars += text.length;
      page.cleanup();
      // pdf.js works in promise callbacks only: without this a long PDF holds every other request.
      await setImmediate();
    }
    const text = normalise(pages);
    const cut = cutText(text);
    return { text: cut.text, pageCount: pdf.numPages, truncated: cut.truncated || pages.length < pdf.numPages };
  } catch {
    return null;
  } finally {
    await pdf.destroy();
  }
}

/** The text within AI_ATTACHMENT_TEXT_MAX_CHARS, never splitting a character made of two UTF-16 units. */
export function cutText(text: string): { text: string; truncated: boolean } {
  if (text.length <= AI_ATTACHMENT_TEXT_MAX_CHARS) return { text, truncated: false };
  let end = AI_ATTACHMENT_TEXT_MAX_CHARS;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { text: text.slice(0, end), truncated: true };
}
