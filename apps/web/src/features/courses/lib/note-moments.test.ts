import { describe, expect, it } from 'vitest';
import { insertAt, noteMoments, noteTimestamp } from './note-moments';

describe('a note’s moments', () => {
  it('writes positions as [mm:ss] and [h:mm:ss]', () => {
    expect(noteTimestamp(754.9)).toBe('[12:34]');
    expect(noteTimestamp(3723)).toBe('[1:02:03]');
  });

  it('reads every moment with its seconds and place, and ignores what is not a time', () => {
    expect(noteMoments('a [12:34] b [1:02:03] c [99:99] [00:05]')).toEqual([
      { text: '[12:34]', seconds: 754, index: 2 },
      { text: '[1:02:03]', seconds: 3723, index: 12 },
      { text: '[00:05]', seconds: 5, index: 32 },
    ]);
  });

  it('inserts at the selection with a space around it only where it touches a word', () => {
    expect(insertAt('', 0, 0, '[00:01]')).toEqual({ body: '[00:01] ', caret: 8 });
    expect(insertAt('ver isto', 3, 3, '[00:01]')).toEqual({ body: 'ver [00:01]  isto', caret: 12 });
    expect(insertAt('ver XX', 4, 6, '[00:01]')).toEqual({ body: 'ver [00:01] ', caret: 12 });
  });
});
