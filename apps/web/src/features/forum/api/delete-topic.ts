import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { forumKeys, topicPath } from './query-keys';

/** DELETE /api/forum/topics/:id: its replies, likes, poll and points go with it. */
export function useDeleteTopic(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ ok: true }>(topicPath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: forumKeys.topics }),
        queryClient.invalidateQueries({ queryKey: forumKeys.categories }),
        queryClient.invalidateQueries({ queryKey: forumKeys.rankings }),
      ]);
    },
  });
}

/** Drops a deleted topic's page from the cache, once the page showing it has been left. */
export function forgetTopic(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: forumKeys.topic(id) });
}
