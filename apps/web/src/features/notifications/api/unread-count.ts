import type { UnreadCount } from '@blivion/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;

/** Modest polling: a minute apart while the tab is visible, and again when the window regains focus. */
const POLL_MS = 60_000;

/** GET /api/notifications/unread-count: the bell's badge (a partial index answers it). */
export const unreadCountQueryOptions = queryOptions({
  queryKey: UNREAD_KEY,
  queryFn: ({ signal }) => apiFetch<UnreadCount>('/api/notifications/unread-count', { signal }),
  refetchInterval: POLL_MS,
  refetchOnWindowFocus: true,
  staleTime: 15_000,
});

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions);
}
