import type { NotificationPreferences } from '@blivion/shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const KEY = ['notifications', 'preferences'] as const;

/** GET /api/notifications/preferences: the member's own choices (the defaults where they chose nothing). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiFetch<NotificationPreferences>('/api/notifications/preferences'),
  });
}

/** PUT /api/notifications/preferences: every kind at once; answers the choices as stored. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      apiFetch<NotificationPreferences>('/api/notifications/preferences', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
