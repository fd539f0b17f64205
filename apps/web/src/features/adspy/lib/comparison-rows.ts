import type { Comparison } from '@blivion/shared/adspy';

export interface ComparisonRow {
  date: string;
  /** 'dd/MM' of the day. */
  label: string;
  [competitorId: string]: string | number | null;
}

/** One row per day of the period (oldest first) with each competitor's count that day (null: no snapshot). */
export function chartRows({ dates, series }: Comparison): ComparisonRow[] {
  return dates.map((date, index) => {
    const [, month, day] = date.split('-');
    const row: ComparisonRow = { date, label: `${day}/${month}` };
    for (const item of series) row[seriesKey(item.id)] = item.counts[index] ?? null;
    return row;
  });
}

/** The key of a competitor's column in the rows (ids are digits; recharts reads keys as paths). */
export function seriesKey(id: string): string {
  return `c${id}`;
}
