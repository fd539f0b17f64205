import type { ForumActivity } from '@blivion/shared/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const ACTIVITY_LIMIT = 5;

/** GET /api/forum/activity: the newest topics and replies together, for the dashboard's forum card. */
export const forumActivityQueryOptions = queryOptions({
  queryKey: ['dashboard', 'forum-activity'] as const,
  queryFn: ({ signal }) => apiFetch<ForumActivity>(`/api/forum/activity?limit=${ACTIVITY_LIMIT}`, { signal }),
  staleTime: 30_000,
});

export function useForumActivity() {
  return useQuery(forumActivityQueryOptions);
}
