import { describe, expect, it } from 'vitest';
import { toIso } from './column-types.js';

describe('toIso', () => {
  it('gives the same text as toISOString() for every form a timestamp comes back in', () => {
    const at = new Date('2026-11-24T13:05:09.042Z');
    for (const value of [at, at.toISOString(), '2026-11-24 13:05:09.042Z', '2026-11-24T10:05:09.042-03:00']) {
      expect(toIso(value)).toBe('2026-11-24T13:05:09.042Z');
    }
  });

  it('returns canonical text as it is, and still refuses text that is no date', () => {
    const text = '1999-01-02T03:04:05.006Z';
    expect(toIso(text)).toBe(text);
    expect(() => toIso('ontem')).toThrow(RangeError);
  });
});
