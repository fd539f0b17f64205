import type { AiConversationSummary, UpdateAiConversationInput } from '@blivion/shared/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { conversationPath, labKeys } from './lab-query-keys';

/** PATCH /api/ai/conversations/:id: rename, or move to a folder (null: out of every folder). */
export function useUpdateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateAiConversationInput & { id: string }) =>
      apiFetch<AiConversationSummary>(conversationPath(id), { method: 'PATCH', body }),
    onSuccess: async (conversation) => {
      queryClient.setQueryData(
        labKeys.conversation(conversation.id),
        (detail: { conversation: AiConversationSummary } | undefined) => detail && { ...detail, conversation },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: labKeys.conversations }),
        queryClient.invalidateQueries({ queryKey: labKeys.folders }),
      ]);
    },
  });
}
