import type { ForumTopicDetail, ModerateTopicInput } from '@blivion/shared/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { forumKeys, topicPath } from './query-keys';

/** PATCH /api/forum/topics/:id/moderation: pin and lock, for admin and master. */
export function useModerateTopic(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerateTopicInput) =>
      apiFetch<ForumTopicDetail>(`${topicPath(id)}/moderation`, { method: 'PATCH', body }),
    onSuccess: async (topic) => {
      queryClient.setQueryData(forumKeys.topic(id), topic);
      await queryClient.invalidateQueries({ queryKey: forumKeys.topics });
    },
  });
}
