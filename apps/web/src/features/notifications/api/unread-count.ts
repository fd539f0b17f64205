import type { UnreadCount } from '@blivion/shared/notifications';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/hooks/use-live-event';
import { apiFetch } from '@/lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;

/**
 * GET /api/notifications/unread-count: the bell's badge (a partial index answers it). No polling:
 * the server announces every change on the member's live events (decision 0049).
 */
export const unreadCountQueryOptions = queryOptions({
  queryKey: UNREAD_KEY,
  queryFn: ({ signal }) => apiFetch<UnreadCount>('/api/notifications/unread-count', { signal }),
  refetchOnWindowFocus: true,
  staleTime: 15_000,
});

/** The badge, refreshed (with the open list) as soon as the server says the notifications changed. */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  useLiveEvent('notifications', () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }));
  return useQuery(unreadCountQueryOptions);
}
