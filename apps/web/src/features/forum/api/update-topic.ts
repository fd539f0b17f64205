import type { ForumTopicDetail, UpdateTopicInput } from '@blivion/shared/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { forumKeys, topicPath } from './query-keys';

/** PATCH /api/forum/topics/:id: the author or a moderator changes the texts, the category or the tags. */
export function useUpdateTopic(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTopicInput) => apiFetch<ForumTopicDetail>(topicPath(id), { method: 'PATCH', body }),
    onSuccess: async (topic) => {
      queryClient.setQueryData(forumKeys.topic(id), topic);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: forumKeys.topics }),
        queryClient.invalidateQueries({ queryKey: forumKeys.categories }),
      ]);
    },
  });
}
