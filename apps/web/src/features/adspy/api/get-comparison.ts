import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADSPY_STALE_MS, adSpyKeys } from './query-keys';
import type { Comparison } from '@blivion/shared/adspy';

export const COMPARISON_PERIODS = [30, 90, 180] as const;
export type ComparisonPeriod = (typeof COMPARISON_PERIODS)[number];

/** GET /api/adspy/competitors/comparison?ids=&days=: each chosen competitor's daily active ads, gaps as null. */
export function comparisonQueryOptions(ids: string[], days: ComparisonPeriod) {
  return queryOptions({
    queryKey: adSpyKeys.comparison(ids, days),
    queryFn: ({ signal }) =>
      apiFetch<Comparison>(`/api/adspy/competitors/comparison?ids=${ids.join(',')}&days=${days}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: ADSPY_STALE_MS,
    enabled: ids.length >= 2,
  });
}

export function useComparison(ids: string[], days: ComparisonPeriod) {
  return useQuery(comparisonQueryOptions(ids, days));
}
