import { describe, expect, it } from 'vitest';
import { sparklinePath, trendOf } from './trend';

describe('the trend of a competitor’s daily counts', () => {
  it('goes up, down or stays flat from the first to the last count, gaps skipped', () => {
    expect(trendOf([null, 4, null, 9, null]).direction).toBe('up');
    expect(trendOf([null, 4, null, 9, null])).toMatchObject({ from: 4, to: 9 });
    expect(trendOf([12, 30, 3]).direction).toBe('down');
    expect(trendOf([5, 9, 5]).direction).toBe('flat');
    expect(trendOf([null, 7, null]).direction).toBeNull();
    expect(trendOf([]).direction).toBeNull();
  });

  it('draws one segment per run of days with counts and a dot for a count alone', () => {
    const { d, dots } = sparklinePath([1, 3, null, 2, null, null], 100, 20);
    expect(d.match(/M/g)).toHaveLength(2);
    expect(d.match(/L/g)).toHaveLength(1);
    expect(dots).toEqual([{ x: 60, y: 10 }]);
    // The highest count at the top, the lowest at the bottom (1-unit margins).
    expect(d.startsWith('M0 19L20 1')).toBe(true);
    expect(sparklinePath([null, null], 100, 20)).toEqual({ d: '', dots: [] });
  });
});
