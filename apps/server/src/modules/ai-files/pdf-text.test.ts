import { AI_ATTACHMENT_TEXT_MAX_CHARS, AI_PDF_PAGES_MAX } from '@blivion/shared';
import { describe, expect, it } from 'vitest';
import { cutText, pdfTextOf } from './pdf-text.js';
import { pdfBytes } from './test-files.js';

describe("a PDF's text", () => {
  it('reads at most AI_PDF_PAGES_MAX pages, and says the rest was left out', async () => {
    const pages = Array.from({ length: AI_PDF_PAGES_MAX + 20 }, (_, i) => [`pagina ${i + 1}`]);
    const read = await pdfTextOf(pdfBytes(pages));
    expect(read).toMatchObject({ pageCount: AI_PDF_PAGES_MAX + 20, truncated: true });
    expect(read!.text.endsWith(`pagina ${AI_PDF_PAGES_MAX}`)).toBe(true);
  });

  it('lets the server answer other requests while a long PDF is read', async () => {
    const line = 'Relatório trimestral de vendas com números e observações sobre o mercado';
    const data = pdfBytes(Array.from({ length: 150 }, () => Array.from({ length: 30 }, () => line)));
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      expect((await pdfTextOf(data))!.pageCount).toBe(150);
    } finally {
      clearInterval(timer);
    }
    // A 1-ms timer fires about once a page (95 times here at load 18); without a pause between pages
    // it fires a handful of times at most (3 to 20 measured) until the whole PDF is read.
    expect(ticks).toBeGreaterThan(60);
  });

  it('cuts a long text at the limit without splitting a character', () => {
    const emoji = '😀';
    const text = 'a'.repeat(AI_ATTACHMENT_TEXT_MAX_CHARS - 1) + emoji + 'fim';
    const cut = cutText(text);
    expect(cut).toEqual({ text: 'a'.repeat(AI_ATTACHMENT_TEXT_MAX_CHARS - 1), truncated: true });
    expect(cutText('curto')).toEqual({ text: 'curto', truncated: false });
  });
});
