import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './plain-text';

describe('markdownToPlainText (the sidebar previews)', () => {
  it('drops the marks of emphasis, headings, lists, links and code', () => {
    expect(markdownToPlainText('## Plano de **lançamento**')).toBe('Plano de lançamento');
    expect(markdownToPlainText('- Dia 1: *aquecimento*\n- Dia 2: `abertura`')).toBe(
      'Dia 1: aquecimento Dia 2: abertura',
    );
    expect(markdownToPlainText('Veja [o guia](https://exemplo.com) e __isto__.')).toBe('Veja o guia e isto.');
    expect(markdownToPlainText('```js\nconst a = 1;\n```')).toBe('const a = 1;');
    expect(markdownToPlainText('1. Oferta\n2. Garantia')).toBe('Oferta Garantia');
  });

  it('keeps plain text, accents and emoji, and shows raw HTML as text', () => {
    expect(markdownToPlainText('Olá! Como posso ajudar você hoje? 🚀')).toBe('Olá! Como posso ajudar você hoje? 🚀');
    expect(markdownToPlainText('<b>negrito</b>')).toContain('negrito');
    expect(markdownToPlainText('')).toBe('');
  });
});
