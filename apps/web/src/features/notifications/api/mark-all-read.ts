import type { UnreadCount } from '@blivion/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { markCachedRead } from './list-notifications';

/** POST /api/notifications/read-all. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<UnreadCount>('/api/notifications/read-all', { method: 'POST' }),
    onSuccess: ({ unreadCount }) => markCachedRead(queryClient, unreadCount),
  });
}
