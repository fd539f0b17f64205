import { describe, expect, it } from 'vitest';
import { rangeOf } from './byte-range.js';

describe('rangeOf', () => {
  const size = 1000;
  it.each([
    ['bytes=0-99', { kind: 'part', start: 0, end: 99 }],
    ['bytes=500-599', { kind: 'part', start: 500, end: 599 }],
    ['bytes=900-', { kind: 'part', start: 900, end: 999 }],
    ['bytes=-100', { kind: 'part', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'part', start: 0, end: 999 }],
    ['bytes=990-5000', { kind: 'part', start: 990, end: 999 }],
    ['bytes=999-999', { kind: 'part', start: 999, end: 999 }],
    [' Bytes = 0-0', { kind: 'part', start: 0, end: 0 }],
  ])('%s is a part', (header, expected) => {
    expect(rangeOf(header, size)).toEqual(expected);
  });

  it.each(['bytes=1000-', 'bytes=1000-1001', 'bytes=5-2', 'bytes=-0', 'bytes=-', 'bytes=abc', 'bytes=1-2-3', 'bytes='])(
    '%s is unsatisfiable',
    (header) => {
      expect(rangeOf(header, size)).toEqual({ kind: 'unsatisfiable' });
    },
  );

  it.each([undefined, 'items=0-10', 'bytes=0-1,5-6', 'nonsense'])('%s is the whole file', (header) => {
    expect(rangeOf(header, size)).toEqual({ kind: 'whole' });
  });
});
