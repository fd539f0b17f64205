import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateCachedReplies } from './list-replies';
import { forumKeys } from './query-keys';

/** DELETE /api/forum/replies/:id: the reply's likes and points go with it. */
export function useDeleteReply(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ ok: true }>(`/api/forum/replies/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_result, id) => {
      updateCachedReplies(queryClient, topicId, (items) => items.filter((item) => item.id !== id));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: forumKeys.topic(topicId), exact: true }),
        queryClient.invalidateQueries({ queryKey: forumKeys.topics }),
        queryClient.invalidateQueries({ queryKey: forumKeys.rankings }),
      ]);
    },
  });
}
