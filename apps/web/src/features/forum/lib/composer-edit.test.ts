import { describe, expect, it } from 'vitest';
import { completeMention, insertAt, mentionAt, prefixLines, wrapSelection } from './composer-edit';

describe('composer edits', () => {
  it('wraps the selection, or a placeholder, and keeps it selected', () => {
    expect(wrapSelection({ text: 'oi mundo', start: 3, end: 8 }, '**', '**')).toEqual({
      text: 'oi **mundo**',
      start: 5,
      end: 10,
    });
    expect(wrapSelection({ text: '', start: 0, end: 0 }, '[', '](https://)', 'texto')).toEqual({
      text: '[texto](https://)',
      start: 1,
      end: 6,
    });
  });

  it('prefixes every line the selection touches', () => {
    expect(prefixLines({ text: 'um\ndois\ntrês', start: 4, end: 10 }, '- ').text).toBe('um\n- dois\n- três');
  });

  it('finds the @ being typed (accents included) and completes it with the mention syntax', () => {
    expect(mentionAt('Olá @joã', 8)).toEqual({ start: 4, query: 'joã' });
    expect(mentionAt('ana@site', 8)).toBeNull();
    const at = mentionAt('Oi @an tudo bem', 6)!;
    expect(completeMention({ text: 'Oi @an tudo bem', start: 6, end: 6 }, at, 'Ana Souza')).toEqual({
      text: 'Oi @[Ana Souza]  tudo bem',
      start: 16,
      end: 16,
    });
    expect(insertAt({ text: 'ab', start: 1, end: 1 }, '😀').text).toBe('a😀b');
  });
});
