import type { AiConversationPage } from '@blivion/shared/ai';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { LAB_STALE_MS, labKeys } from './lab-query-keys';

export interface ConversationFilters {
  /** A folder's id, or null for every chat ('Recentes'). */
  folder: string | null;
  /** The search words; empty for the plain list. */
  q: string;
}

/** The address of one page of the sidebar's chats (the lab's signed-in document preloads the first). */
export function conversationsPath(filters: ConversationFilters, cursor?: string): string {
  const params = new URLSearchParams();
  if (filters.folder) params.set('folder', filters.folder);
  if (filters.q) params.set('q', filters.q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return `/api/ai/conversations${query ? `?${query}` : ''}`;
}

/** GET /api/ai/conversations: the member's chats, latest activity first, paged by the server's cursor. */
export function conversationsQueryOptions(filters: ConversationFilters) {
  return infiniteQueryOptions({
    queryKey: [...labKeys.conversations, filters],
    queryFn: ({ pageParam, signal }) => apiFetch<AiConversationPage>(conversationsPath(filters, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: LAB_STALE_MS,
  });
}

export function useConversations(filters: ConversationFilters) {
  return useInfiniteQuery(conversationsQueryOptions(filters));
}
