import type { ForumPostingWait } from '@blivion/shared/forum';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { forumKeys } from './query-keys';

/**
 * GET /api/forum/posting-wait: seconds until the member may post the next topic, asked each time the
 * 'Novo Tópico' dialog opens. `dataUpdatedAt` is when the answer arrived: the countdown starts there.
 */
export function usePostingWait() {
  return useQuery({
    queryKey: forumKeys.postingWait,
    queryFn: ({ signal }) => apiFetch<ForumPostingWait>('/api/forum/posting-wait', { signal }),
    staleTime: 0,
  });
}
