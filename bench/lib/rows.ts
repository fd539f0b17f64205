// Rows that several benchmarks share: a bulk load's duration, and a request's p95 over its rounds.
import { median, quantile, spreadOf } from './stats.js';
import type { Row } from './types.js';

/** A dataset's load time, reported (not judged). */
export function loadRow(name: string, seconds: number, note: string): Row {
  return {
    name,
    baseline: null,
    candidate: { value: seconds, unit: 's' },
    ratio: null,
    spread: null,
    target: 'reported',
    pass: null,
    note,
  };
}

/** A request's p95 over every timed request, with the p95 of each round as the spread; judged against `targetMs` unless null. */
export function p95Row(
  name: string,
  timings: { all: number[]; roundP95: number[] },
  targetMs: number | null,
  extraNote = '',
): Row {
  const p95 = quantile(timings.all, 0.95);
  return {
    name,
    baseline: null,
    candidate: { value: p95, unit: 'ms' },
    ratio: null,
    spread: spreadOf(timings.roundP95),
    target: targetMs === null ? 'reported (no target)' : `< ${targetMs} ms`,
    pass: targetMs === null ? null : p95 < targetMs,
    note: `median ${median(timings.all).toFixed(2)} ms; ${extraNote}spread: p95 of each round, ms`,
  };
}
