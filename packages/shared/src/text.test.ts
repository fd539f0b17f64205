import { describe, expect, it } from 'vitest';
import { foldText } from './text.js';

describe('foldText', () => {
  it('folds case, accents and Unicode form to one key', () => {
    for (const form of ['Érica', 'ÉRICA', 'érica', 'erica', 'E\u0301RICA', 'e\u0301rica']) {
      expect(foldText(form)).toBe('erica');
    }
    expect(foldText('Maria Conceição')).toBe('maria conceicao');
    expect(foldText('JOA\u0303O ÁVILA')).toBe('joao avila');
    expect(foldText('Ãngela Ñúñez Ümit Ç')).toBe('angela nunez umit c');
  });

  it('lower-cases in full and returns NFC', () => {
    expect(foldText('İSTANBUL')).toBe('istanbul');
    expect(foldText('ΣΟΦΙΑ')).toBe('σοφια');
    expect(foldText('한국').normalize('NFC')).toBe(foldText('한국'));
    expect(foldText('Zeca 😀')).toBe('zeca 😀');
  });
});
