import type { MemberCreditsPage } from '@blivion/shared/ai';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AI_CREDITS_KEY } from '@/lib/ai-credits';
import { apiFetch } from '@/lib/api-client';

/** GET /api/admin/ai/credits/members: every member's balance and this month's spending, by name. */
export function creditMembersQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: [...AI_CREDITS_KEY, 'admin-members', q] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return apiFetch<MemberCreditsPage>(`/api/admin/ai/credits/members${query ? `?${query}` : ''}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useCreditMembers(q: string) {
  return useInfiniteQuery(creditMembersQueryOptions(q));
}
