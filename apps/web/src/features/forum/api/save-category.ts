import type { CategoryInput, ForumCategory } from '@blivion/shared/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { forumKeys } from './query-keys';

/** POST /api/forum/categories (no id) or PATCH /api/forum/categories/:id (master only). */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CategoryInput }) =>
      id
        ? apiFetch<ForumCategory>(`/api/forum/categories/${encodeURIComponent(id)}`, { method: 'PATCH', body })
        : apiFetch<ForumCategory>('/api/forum/categories', { method: 'POST', body }),
    // Names appear on the chips, the topic cards and the topic pages.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
