import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { conversationPath, labKeys } from './lab-query-keys';

/** DELETE /api/ai/conversations/:id: the chat and its messages. */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(conversationPath(id), { method: 'DELETE' }),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: labKeys.conversation(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: labKeys.conversations }),
        queryClient.invalidateQueries({ queryKey: labKeys.folders }),
      ]);
    },
  });
}
