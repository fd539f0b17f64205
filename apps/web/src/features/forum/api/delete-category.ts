import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { forumKeys } from './query-keys';

interface DeleteCategoryResult {
  ok: true;
  movedTopics: number;
}

/** DELETE /api/forum/categories/:id?moveTo=: a category holding topics needs the category receiving them. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: string; moveTo?: string }) =>
      apiFetch<DeleteCategoryResult>(
        `/api/forum/categories/${encodeURIComponent(id)}${moveTo ? `?moveTo=${encodeURIComponent(moveTo)}` : ''}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
