import type { UnreadCount } from '@blivion/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { markCachedRead } from './list-notifications';

/** POST /api/notifications/:id/read: answers the new unread count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<UnreadCount>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onSuccess: ({ unreadCount }, id) => markCachedRead(queryClient, unreadCount, id),
  });
}
