import type { CourseCataloguePage } from '@blivion/shared/courses';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { COURSES_STALE_MS, coursesKeys } from './query-keys';

/** The address of a page of the catalogue; the first page without a search is preloaded by the catalogue's document. */
export function cataloguePath(search: string, cursor?: string): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return `/api/courses${query ? `?${query}` : ''}`;
}

/**
 * GET /api/courses?search=&cursor=: the active courses in their order, filtered by the title
 * search, each with the member's own progress; paged by the server's keyset cursor.
 */
export function catalogueQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: [...coursesKeys.catalogue, search],
    queryFn: ({ pageParam, signal }) => apiFetch<CourseCataloguePage>(cataloguePath(search, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: COURSES_STALE_MS,
  });
}

export function useCatalogue(search: string) {
  return useInfiniteQuery(catalogueQueryOptions(search));
}
