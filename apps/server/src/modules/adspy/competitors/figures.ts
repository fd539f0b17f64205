import type { CompetitorFigures, SnapshotSource } from '@blivion/shared';

/**
 * The competitor's figures from its daily snapshots (docs/decisions/0044). Days are whole UTC days
 * since 1970-01-01. Everything is relative to the day of the latest count; a day without a count
 * is a gap, and the figure that needs it is null, never estimated.
 */

const DAY_MS = 86_400_000;

export function epochDay(at: Date): number {
  return Math.floor(at.getTime() / DAY_MS);
}

export function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The specification's growth: (today - base) / base * 100, rounded half away from zero; 100 from 0 to above 0. */
export function growthPercent(today: number, base: number): number {
  if (base === 0) return today > 0 ? 100 : 0;
  const percent = ((today - base) / base) * 100;
  return Math.sign(percent) * Math.round(Math.abs(percent));
}

export interface LatestCount {
  day: number;
  count: number;
  source: SnapshotSource;
}

export const NO_FIGURES: CompetitorFigures = {
  activeAds: null,
  day: null,
  source: null,
  yesterdayAds: null,
  dailyVariation: null,
  dailyGrowth: null,
  weeklyChange: null,
  monthlyGrowth: null,
};

/** `counts` holds the counts by day (at least those 1, 7 and 30 days before the latest). */
export function figuresOf(latest: LatestCount | null, counts: ReadonlyMap<number, number>): CompetitorFigures {
  if (!latest) return NO_FIGURES;
  const today = latest.count;
  const yesterday = counts.get(latest.day - 1) ?? null;
  const weekAgo = counts.get(latest.day - 7) ?? null;
  const monthAgo = counts.get(latest.day - 30) ?? null;
  return {
    activeAds: today,
    day: dayText(latest.day),
    source: latest.source,
    yesterdayAds: yesterday,
    dailyVariation: yesterday === null ? null : today - yesterday,
    dailyGrowth: yesterday === null ? null : growthPercent(today, yesterday),
    weeklyChange: weekAgo === null ? null : today - weekAgo,
    monthlyGrowth: monthAgo === null ? null : growthPercent(today, monthAgo),
  };
}

/** A rise worth telling the member about (ADSPY_JUMP_PERCENT and ADSPY_JUMP_MIN_ADS). */
export function isJump(from: number, to: number, percent: number, minAds: number): boolean {
  return to - from >= minAds && (from === 0 || (to - from) * 100 >= percent * from);
}
