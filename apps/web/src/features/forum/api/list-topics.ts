import type { ForumTopicPage, TopicSort } from '@blivion/shared/forum';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { FORUM_STALE_MS, forumKeys } from './query-keys';

export interface TopicFilters {
  /** A category slug, or null for 'Todas Categorias'. */
  category: string | null;
  sort: TopicSort;
  /** The search words; empty for the plain list. */
  q: string;
}

/** The address of a page of topics; the plain list's first page is preloaded by the forum's document. */
export function topicsPath(filters: TopicFilters, cursor?: string): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  else params.set('sort', filters.sort);
  if (filters.category) params.set('category', filters.category);
  if (cursor) params.set('cursor', cursor);
  return `${filters.q ? '/api/forum/search' : '/api/forum/topics'}?${params.toString()}`;
}

/** The topic list's first filters: every category, latest activity, no search words. */
export const PLAIN_TOPIC_LIST: TopicFilters = { category: null, sort: 'latest', q: '' };

/**
 * The topic list, paged by the server's keyset cursor ('Ver Mais Postagens'): GET /api/forum/topics
 * (latest activity with pinned topics first, or most liked), or GET /api/forum/search when there
 * are search words (full-text, ranked by relevance). Both answer the same page shape.
 */
export function topicsQueryOptions(filters: TopicFilters) {
  return infiniteQueryOptions({
    queryKey: [...forumKeys.topics, filters],
    queryFn: ({ pageParam, signal }) => apiFetch<ForumTopicPage>(topicsPath(filters, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: FORUM_STALE_MS,
  });
}

export function useTopics(filters: TopicFilters) {
  return useInfiniteQuery(topicsQueryOptions(filters));
}
