import type { AiConversationDetail } from '@blivion/shared/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { conversationPath, labKeys } from './lab-query-keys';

/**
 * GET /api/ai/conversations/:id: the chat and its newest messages. Never stale by time: the chat
 * itself keeps what it streams, and it is read again when the member opens it anew.
 */
export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: labKeys.conversation(id),
    queryFn: ({ signal }) => apiFetch<AiConversationDetail>(conversationPath(id), { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
