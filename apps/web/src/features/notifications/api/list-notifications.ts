import type { AppNotification, NotificationsPage, UnreadCount } from '@blivion/shared/notifications';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { NOTIFICATIONS_KEY, UNREAD_KEY } from './unread-count';

export const NOTIFICATION_LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;

/** GET /api/notifications, newest first, by keyset cursor; each page also carries the unread count. */
export function notificationsQueryOptions(queryClient: QueryClient) {
  return infiniteQueryOptions({
    queryKey: NOTIFICATION_LIST_KEY,
    queryFn: async ({ pageParam, signal }) => {
      const page = await apiFetch<NotificationsPage>(
        `/api/notifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      );
      queryClient.setQueryData<UnreadCount>(UNREAD_KEY, { unreadCount: page.unreadCount });
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useNotifications() {
  const queryClient = useQueryClient();
  return useInfiniteQuery(notificationsQueryOptions(queryClient));
}

/** Marks cached notifications read (one by id, or all) after the server did. */
export function markCachedRead(queryClient: QueryClient, unreadCount: number, id?: string): void {
  queryClient.setQueryData<UnreadCount>(UNREAD_KEY, { unreadCount });
  queryClient.setQueryData<InfiniteData<NotificationsPage, string | undefined>>(NOTIFICATION_LIST_KEY, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unreadCount,
            items: page.items.map((item): AppNotification =>
              id === undefined || item.id === id ? { ...item, read: true } : item,
            ),
          })),
        }
      : data,
  );
}
