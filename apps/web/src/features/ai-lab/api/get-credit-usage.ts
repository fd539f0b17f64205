import type { CreditEntriesPage } from '@blivion/shared/ai';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AI_CREDITS_KEY } from '@/lib/ai-credits';
import { apiFetch } from '@/lib/api-client';

/** A ledger's pages, newest first: the member's own (no id) or a member's for an administrator. */
export function creditUsageQueryOptions(memberId: string | null = null) {
  const base =
    memberId === null ? '/api/ai/credits/usage' : `/api/admin/ai/credits/members/${encodeURIComponent(memberId)}/usage`;
  return infiniteQueryOptions({
    queryKey: [...AI_CREDITS_KEY, 'usage', memberId] as const,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<CreditEntriesPage>(`${base}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useCreditUsage(memberId: string | null = null) {
  return useInfiniteQuery(creditUsageQueryOptions(memberId));
}
