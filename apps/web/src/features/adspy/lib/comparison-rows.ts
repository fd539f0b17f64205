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

/**
 * The indexes of the rows where the series has a count but neither neighbour day does (nor a day
 * before the first or after the last): no line segment reaches such a count, so it is drawn as a dot.
 */
export function loneCountIndexes(rows: ComparisonRow[], key: string): Set<number> {
  const has = (index: number) => typeof rows[index]?.[key] === 'number';
  const lone = new Set<number>();
  rows.forEach((_row, index) => {
    if (has(index) && !has(index - 1) && !has(index + 1)) lone.add(index);
  });
  return lone;
}

export type TableRow =
  | { kind: 'day'; row: ComparisonRow }
  /** Consecutive days on which no competitor shown has a count: `from` is the oldest, `to` the newest. */
  | { kind: 'gap'; from: ComparisonRow; to: ComparisonRow };

/**
 * The table's rows, newest day first, each run of days without any count collapsed into one row
 * ('sem registros de dd/MM a dd/MM'; a single such day is a run too).
 */
export function tableRows(comparison: Comparison): TableRow[] {
  const keys = comparison.series.map((item) => seriesKey(item.id));
  const rows: TableRow[] = [];
  for (const row of chartRows(comparison).reverse()) {
    const empty = keys.every((key) => typeof row[key] !== 'number');
    const last = rows.at(-1);
    if (!empty) rows.push({ kind: 'day', row });
    else if (last?.kind === 'gap') last.from = row;
    else rows.push({ kind: 'gap', from: row, to: row });
  }
  return rows;
}
