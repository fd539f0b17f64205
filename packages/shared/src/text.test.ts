import { describe, expect, it } from 'vitest';
import { forumReplyContentField } from './schemas/forum.js';
import { nameField, textField } from './schemas/fields.js';
import {
  compareByName,
  compareCodePoints,
  foldText,
  isWellFormedText,
  truncateFileName,
  truncateText,
} from './text.js';

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

const graphemeStarts = (text: string) =>
  new Set([...new Intl.Segmenter('pt-BR', { granularity: 'grapheme' }).segment(text)].map((s) => s.index));

describe('truncateText', () => {
  it('never cuts inside a code point nor a grapheme', () => {
    const samples = [
      `${'a'.repeat(198)}😀 resto`,
      `${'a'.repeat(197)}👍🏽 resto`,
      `${'a'.repeat(190)}👨‍👩‍👧‍👦 resto`,
      `${'a'.repeat(197)}🇧🇷🇵🇹 resto`,
      `${'a'.repeat(198)}e\u0301 resto`,
      '😀'.repeat(150),
      'Ação'.normalize('NFD').repeat(80),
    ];
    for (const text of samples) {
      for (let max = 1; max <= 210; max++) {
        const cut = truncateText(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(isWellFormedText(cut)).toBe(true);
        expect(text.startsWith(cut)).toBe(true);
        expect(graphemeStarts(text).has(cut.length) || cut.length === text.length).toBe(true);
      }
    }
  });

  it('adds the ellipsis within max after trimming, and leaves a short text alone', () => {
    expect(truncateText(`${'a'.repeat(198)}😀 resto`, 200, '…')).toBe(`${'a'.repeat(198)}…`);
    expect(truncateText('uma frase curta', 200, '…')).toBe('uma frase curta');
    expect(truncateText('palavra e outra', 9, '…')).toBe('palavra…');
  });

  it('cuts a long text from a window near the cut, as the whole text would', () => {
    const long = `${'Relatório de vendas, ação nº 1. '.repeat(4000)}👨‍👩‍👧‍👦`;
    for (const max of [10_000, 50_001, 127_998, 128_003]) {
      const cut = truncateText(long, max);
      expect(isWellFormedText(cut)).toBe(true);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(max - cut.length).toBeLessThan(11);
    }
  });
});

describe('truncateFileName', () => {
  it('keeps the extension and whole characters', () => {
    expect(truncateFileName(`${'a'.repeat(254)}😀`, 255)).toBe('a'.repeat(254));
    expect(truncateFileName(`${'b'.repeat(250)}👍🏽 nome.pdf`, 255)).toBe(`${'b'.repeat(250)}.pdf`);
    expect(truncateFileName('curto.pdf', 255)).toBe('curto.pdf');
  });
});

describe('the shared text fields refuse ill-formed strings', () => {
  it('refuses a lone surrogate (either half) with its catalogue key, accepts whole emoji', () => {
    for (const text of ['\ud83d', 'a\ude00b', 'fim\ud83d', '\ude00\ud83d']) {
      for (const schema of [textField(), nameField, forumReplyContentField]) {
        const result = schema.safeParse(text);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe('validation.illFormedText');
      }
    }
    expect(forumReplyContentField.safeParse('Olá 😀👍🏽').success).toBe(true);
  });
});
