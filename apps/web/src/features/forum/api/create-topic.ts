import type { CreateTopicInput, ForumTopicDetail } from '@blivion/shared/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';
import { forumKeys } from './query-keys';

/** POST /api/forum/topics ('Novo Tópico', with an optional poll); 429 when the member posts too often. */
export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTopicInput) => apiFetch<ForumTopicDetail>('/api/forum/topics', { method: 'POST', body }),
    onSuccess: async (topic) => {
      queryClient.setQueryData(forumKeys.topic(topic.id), topic);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: forumKeys.topics }),
        queryClient.invalidateQueries({ queryKey: forumKeys.categories }),
        queryClient.invalidateQueries({ queryKey: forumKeys.rankings }),
        queryClient.invalidateQueries({ queryKey: forumKeys.postingWait }),
      ]);
    },
    onError: (error) => {
      // Refused for posting too soon: the dialog learns the wait and counts down.
      if (isApiError(error, 'FORUM_TOPIC_TOO_SOON'))
        void queryClient.invalidateQueries({ queryKey: forumKeys.postingWait });
    },
  });
}
