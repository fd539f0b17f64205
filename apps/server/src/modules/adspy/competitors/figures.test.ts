import { describe, expect, it } from 'vitest';
import { dayText, epochDay, figuresOf, growthPercent, isJump } from './figures.js';

/** Hand-computed: counts by day offset from the latest day (0), with gaps where a day is missing. */
function figures(latest: number, history: Record<number, number>) {
  const today = epochDay(new Date('2026-11-24T12:00:00Z'));
  const counts = new Map(Object.entries(history).map(([offset, count]) => [today + Number(offset), count]));
  return figuresOf({ day: today, count: latest, source: 'api' }, counts);
}

describe('competitor figures from daily snapshots', () => {
  it("applies the specification's growth formula, rounded, with 100 from zero", () => {
    expect(growthPercent(30, 20)).toBe(50);
    expect(growthPercent(10, 30)).toBe(-67); // -66.67
    expect(growthPercent(21, 8)).toBe(163); // 162.5 rounds away from zero
    expect(growthPercent(5, 8)).toBe(-38); // -37.5 rounds away from zero
    expect(growthPercent(7, 0)).toBe(100);
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(0, 12)).toBe(-100);
  });

  it('computes yesterday, daily variation, weekly change and monthly growth from the right days', () => {
    // today 42; yesterday 30; 7 days before 50; 30 days before 21.
    expect(figures(42, { [-1]: 30, [-2]: 1000, [-7]: 50, [-8]: 1, [-30]: 21, [-31]: 5 })).toEqual({
      activeAds: 42,
      day: '2026-11-24',
      source: 'api',
      yesterdayAds: 30,
      dailyVariation: 12,
      dailyGrowth: 40,
      weeklyChange: -8,
      monthlyGrowth: 100,
    });
  });

  it('handles yesterday 0: variation is today, growth is 100; and 0 after 0 is no growth', () => {
    expect(figures(9, { [-1]: 0 })).toMatchObject({ yesterdayAds: 0, dailyVariation: 9, dailyGrowth: 100 });
    expect(figures(0, { [-1]: 0, [-30]: 0 })).toMatchObject({ dailyVariation: 0, dailyGrowth: 0, monthlyGrowth: 0 });
  });

  it('leaves a figure null when the day it needs is a gap, never using a neighbouring day', () => {
    // Gaps at -1, -7 and -30; neighbours -2, -6, -8, -29, -31 exist and must not be used.
    const gaps = figures(15, { [-2]: 10, [-6]: 11, [-8]: 12, [-29]: 13, [-31]: 14 });
    expect(gaps).toEqual({
      activeAds: 15,
      day: '2026-11-24',
      source: 'api',
      yesterdayAds: null,
      dailyVariation: null,
      dailyGrowth: null,
      weeklyChange: null,
      monthlyGrowth: null,
    });
    expect(figuresOf(null, new Map()).activeAds).toBeNull();
  });

  it('names days in UTC and tells a jump by the stated threshold', () => {
    expect(dayText(epochDay(new Date('2026-11-24T23:59:59Z')))).toBe('2026-11-24');
    expect(dayText(epochDay(new Date('2026-11-25T00:00:00Z')))).toBe('2026-11-25');
    expect(isJump(10, 15, 50, 5)).toBe(true);
    expect(isJump(10, 14, 50, 5)).toBe(false); // +40%
    expect(isJump(1, 3, 50, 5)).toBe(false); // +200% but only 2 ads
    expect(isJump(0, 5, 50, 5)).toBe(true);
    expect(isJump(100, 140, 50, 5)).toBe(false);
  });
});
