import type { ForumPoll } from '@blivion/shared/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateCachedTopic } from './get-topic';
import { topicPath } from './query-keys';

/**
 * PUT /api/forum/topics/:id/poll/vote with the member's whole choice (it replaces an earlier vote),
 * or DELETE to take the vote back; both answer the poll's new results.
 */
export function useVotePoll(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionIds: string[] | null) =>
      apiFetch<ForumPoll>(
        `${topicPath(topicId)}/poll/vote`,
        optionIds ? { method: 'PUT', body: { optionIds } } : { method: 'DELETE' },
      ),
    onSuccess: (poll) => updateCachedTopic(queryClient, topicId, (topic) => ({ ...topic, poll })),
  });
}
