export type TrendDirection = 'up' | 'down' | 'flat';

export interface Trend {
  /** The days with a count: their position in the series (0 = oldest) and the count. */
  points: Array<{ index: number; value: number }>;
  /** The first and last counts of the period; null with fewer than two counts. */
  from: number | null;
  to: number | null;
  direction: TrendDirection | null;
}

/** Reads a competitor's daily counts (oldest first, null: no count that day): where it started, ended and went. */
export function trendOf(counts: ReadonlyArray<number | null>): Trend {
  const points = counts.flatMap((value, index) => (value === null ? [] : [{ index, value }]));
  if (points.length < 2) return { points, from: null, to: null, direction: null };
  const from = points[0]!.value;
  const to = points.at(-1)!.value;
  return { points, from, to, direction: to > from ? 'up' : to < from ? 'down' : 'flat' };
}

/**
 * The SVG path of the series in a `width` × `height` box (a 1-unit margin top and bottom): one
 * segment per run of consecutive days with counts, so a day without a count breaks the line; a
 * count alone between gaps is left to the caller to draw as a dot.
 */
export function sparklinePath(
  counts: ReadonlyArray<number | null>,
  width: number,
  height: number,
): { d: string; dots: Array<{ x: number; y: number }> } {
  const values = counts.filter((value): value is number => value !== null);
  if (values.length === 0) return { d: '', dots: [] };
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  const step = counts.length > 1 ? width / (counts.length - 1) : 0;
  const at = (index: number, value: number) => ({
    x: Math.round(index * step * 100) / 100,
    y: Math.round((span === 0 ? height / 2 : height - 1 - ((value - min) / span) * (height - 2)) * 100) / 100,
  });
  let d = '';
  const dots: Array<{ x: number; y: number }> = [];
  counts.forEach((value, index) => {
    if (value === null) return;
    const { x, y } = at(index, value);
    const joined = index > 0 && counts[index - 1] !== null && counts[index - 1] !== undefined;
    d += `${joined ? 'L' : 'M'}${x} ${y}`;
    const next = counts[index + 1];
    if (!joined && (next === null || next === undefined)) dots.push({ x, y });
  });
  return { d, dots };
}
