// Order statistics for the benchmarks: medians, percentiles and the spread of per-round ratios.
import type { Spread } from './types.js';

/** The q-quantile (0..1) by the nearest-rank method. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error('quantile of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

/** The median; for an even count, the mean of the two middle values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function spreadOf(values: readonly number[]): Spread {
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** Per-round ratios candidate / baseline: their median and spread. */
export function ratios(candidate: readonly number[], baseline: readonly number[]) {
  const each = candidate.map((value, i) => value / baseline[i]!);
  return { ratio: median(each), spread: spreadOf(each) };
}
