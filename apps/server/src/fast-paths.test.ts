import { describe, expect, it } from 'vitest';
import { FAST_PATH_NAMES, fastPathsFrom } from './fast-paths.js';

describe('FAST_PATHS', () => {
  it('runs every fast path by default and with on, none with off', () => {
    expect([...fastPathsFrom(undefined)]).toEqual([...FAST_PATH_NAMES]);
    expect([...fastPathsFrom('on')]).toEqual([...FAST_PATH_NAMES]);
    expect(fastPathsFrom('off').size).toBe(0);
  });

  it('keeps only the listed ones, and refuses a name it does not know', () => {
    expect([...fastPathsFrom('session, serializer')]).toEqual(['session', 'serializer']);
    expect(() => fastPathsFrom('session,quiet-contexts')).toThrow(/unknown quiet-contexts/);
  });
});
