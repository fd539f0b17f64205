import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADSPY_STALE_MS, adSpyKeys } from './query-keys';
import type { LibraryPage } from '@blivion/shared/adspy';
import type { LibraryFilters } from '../lib/use-adspy-params';

/** The query string of a library search: the words, each filter given, and the Graph cursor of the next page. */
export function libraryQueryString(filters: LibraryFilters, after?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  if (after) params.set('after', after);
  return params.toString();
}

/**
 * GET /api/adspy/ads: the Meta Ad Library's answer for the words and filters, through the server's
 * short cache; 'Carregar mais anúncios' follows the opaque cursor the server gives.
 */
export function libraryQueryOptions(filters: LibraryFilters, enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: adSpyKeys.library(filters),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<LibraryPage>(`/api/adspy/ads?${libraryQueryString(filters, pageParam)}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: ADSPY_STALE_MS,
    enabled,
  });
}

export function useLibrary(filters: LibraryFilters, enabled: boolean) {
  return useInfiniteQuery(libraryQueryOptions(filters, enabled));
}
