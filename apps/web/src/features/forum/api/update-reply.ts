import type { ForumReply } from '@blivion/shared/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateCachedReplies } from './list-replies';

/** PATCH /api/forum/replies/:id: the author or a moderator edits a reply. */
export function useUpdateReply(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      apiFetch<ForumReply>(`/api/forum/replies/${encodeURIComponent(id)}`, { method: 'PATCH', body: { content } }),
    onSuccess: (updated) =>
      updateCachedReplies(queryClient, topicId, (items) =>
        items.map((item) => (item.id === updated.id ? updated : item)),
      ),
  });
}
