import type { ForumActivity } from '@blivion/shared/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Also preloaded by the dashboard's document (app/signed-in-documents.ts). */
export const FORUM_ACTIVITY_PATH = '/api/forum/activity?limit=5';

/** GET /api/forum/activity: the newest topics and replies together, for the dashboard's forum card. */
export const forumActivityQueryOptions = queryOptions({
  queryKey: ['dashboard', 'forum-activity'] as const,
  queryFn: ({ signal }) => apiFetch<ForumActivity>(FORUM_ACTIVITY_PATH, { signal }),
  staleTime: 30_000,
});

export function useForumActivity() {
  return useQuery(forumActivityQueryOptions);
}
