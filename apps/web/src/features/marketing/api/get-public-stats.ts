import type { PublicCounterKey } from '@blivion/shared/public';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const PUBLIC_STATS_QUERY_KEY = ['public', 'stats'] as const;

/** The counters the landing knows how to label, in the order it shows them. */
const KNOWN_KEYS: readonly PublicCounterKey[] = ['students', 'premiumCourses', 'aiAgents'];

export interface LandingCounter {
  key: PublicCounterKey;
  count: number;
}

function toCounter(value: unknown): LandingCounter | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, count } = value as { key?: unknown; count?: unknown };
  const known = KNOWN_KEYS.find((candidate) => candidate === key);
  if (!known || typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
  return { key: known, count };
}

/**
 * The counters the server sends: one per module that exists (a module not built yet sends none).
 * The landing page keeps zod out of its bundle, so the answer is checked by hand and anything that
 * is not a known counter with a count is left out.
 */
export async function getPublicStats(signal?: AbortSignal): Promise<LandingCounter[]> {
  const data = await apiFetch<{ counters?: unknown } | undefined>('/api/public/stats', { signal });
  const counters = Array.isArray(data?.counters) ? data.counters.map(toCounter) : [];
  return counters
    .filter((counter): counter is LandingCounter => counter !== null)
    .sort((a, b) => KNOWN_KEYS.indexOf(a.key) - KNOWN_KEYS.indexOf(b.key));
}

export const publicStatsQueryOptions = queryOptions({
  queryKey: PUBLIC_STATS_QUERY_KEY,
  queryFn: ({ signal }) => getPublicStats(signal),
  staleTime: 5 * 60 * 1000,
});

export function usePublicStats() {
  return useQuery(publicStatsQueryOptions);
}
