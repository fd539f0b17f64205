import type { ForumReply } from '@blivion/shared/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateCachedReplies } from './list-replies';
import { forumKeys, topicPath } from './query-keys';

/** POST /api/forum/topics/:id/replies; 429 when the member replies too often. */
export function useCreateReply(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiFetch<ForumReply>(`${topicPath(topicId)}/replies`, { method: 'POST', body: { content } }),
    onSuccess: async (reply) => {
      // Shown at once at the end of what is loaded; paging further puts it in its own place.
      updateCachedReplies(queryClient, topicId, (items, index, count) =>
        index === count - 1 ? [...items, reply] : items,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: forumKeys.topic(topicId), exact: true }),
        queryClient.invalidateQueries({ queryKey: forumKeys.topics }),
        queryClient.invalidateQueries({ queryKey: forumKeys.rankings }),
      ]);
    },
  });
}
