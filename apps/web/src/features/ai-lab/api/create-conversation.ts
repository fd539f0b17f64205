import type { AiConversationDetail, CreateAiConversationInput } from '@blivion/shared/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { labKeys } from './lab-query-keys';

/** POST /api/ai/conversations ('Novo Chat'): with the picker's choice, or the server's default model. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAiConversationInput) =>
      apiFetch<AiConversationDetail>('/api/ai/conversations', { method: 'POST', body }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(labKeys.conversation(detail.conversation.id), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: labKeys.conversations }),
        queryClient.invalidateQueries({ queryKey: labKeys.folders }),
      ]);
    },
  });
}
