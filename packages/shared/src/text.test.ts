import { describe, expect, it } from 'vitest';
import { compareByName, compareCodePoints, foldText } from './text.js';

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

describe('compareByName', () => {
  it('sorts as a reader does: accents and case ignored, then the tie break', () => {
    const rows = ['Zeca', 'Úrsula', 'Óscar', 'Érica', 'Ângela', 'bruno', 'erica', 'ana'].map((name, id) => ({
      name,
      id,
    }));
    const sorted = [...rows]
      .sort(
        compareByName(
          (row) => row.name,
          (row) => row.id,
        ),
      )
      .map((row) => row.name);
    expect(sorted).toEqual(['ana', 'Ângela', 'bruno', 'Érica', 'erica', 'Óscar', 'Úrsula', 'Zeca']);
  });

  it('compares by code point, as SQLite BINARY and PostgreSQL "C" order UTF-8', () => {
    // U+FF5E (one UTF-16 unit) sorts before U+1F600 (a surrogate pair) by code point, not by unit.
    expect(compareCodePoints('\uff5e', '😀')).toBeLessThan(0);
    expect('\uff5e' < '😀').toBe(false);
    expect(compareCodePoints('ab', 'abc')).toBeLessThan(0);
    expect(compareCodePoints('abc', 'abc')).toBe(0);
  });
});
