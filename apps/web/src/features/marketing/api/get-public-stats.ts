import type { PublicStats } from '@blivion/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const PUBLIC_STATS_QUERY_KEY = ['public', 'stats'] as const;

function countOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** A counter is null when the server has no figure for it (the feature does not exist yet). */
export type LandingCounters = { [K in keyof PublicStats]: number | null };

/**
 * The landing counters. The landing page keeps zod out of its bundle, so the answer is checked by hand:
 * anything that is not a count is treated as "no figure" and hidden.
 */
export async function getPublicStats(signal?: AbortSignal): Promise<LandingCounters> {
  const data = await apiFetch<Partial<Record<keyof PublicStats, unknown>> | undefined>('/api/public/stats', { signal });
  return {
    students: countOrNull(data?.students),
    premiumCourses: countOrNull(data?.premiumCourses),
    aiAgents: countOrNull(data?.aiAgents),
  };
}

export const publicStatsQueryOptions = queryOptions({
  queryKey: PUBLIC_STATS_QUERY_KEY,
  queryFn: ({ signal }) => getPublicStats(signal),
  staleTime: 5 * 60 * 1000,
});

export function usePublicStats() {
  return useQuery(publicStatsQueryOptions);
}
