import type { ForumTopicDetail } from '@blivion/shared/forum';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { FORUM_STALE_MS, forumKeys, topicPath } from './query-keys';

/** GET /api/forum/topics/:id: the topic, its poll, what the viewer may do, and the first replies. */
export function topicQueryOptions(id: string) {
  return queryOptions({
    queryKey: forumKeys.topic(id),
    queryFn: ({ signal }) => apiFetch<ForumTopicDetail>(topicPath(id), { signal }),
    staleTime: FORUM_STALE_MS,
  });
}

export function useTopic(id: string) {
  return useQuery(topicQueryOptions(id));
}

/** Applies a change to the cached topic page (a like, a vote, an edit answered by the server). */
export function updateCachedTopic(
  queryClient: QueryClient,
  id: string,
  change: (topic: ForumTopicDetail) => ForumTopicDetail,
): void {
  queryClient.setQueryData<ForumTopicDetail>(forumKeys.topic(id), (topic) => (topic ? change(topic) : topic));
}
