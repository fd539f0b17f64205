import type { SiteSearchResult } from '@blivion/shared/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/search?q=: the top bar's results grouped by kind (courses, lessons, forum topics). */
export function siteSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['site-search', q] as const,
    queryFn: ({ signal }) =>
      apiFetch<SiteSearchResult>(`/api/search?${new URLSearchParams({ q }).toString()}`, { signal }),
    staleTime: 30_000,
  });
}

/** The results for a query (nothing is asked for an empty one); the previous results stay while typing. */
export function useSiteSearch(q: string) {
  return useQuery({ ...siteSearchQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
}
