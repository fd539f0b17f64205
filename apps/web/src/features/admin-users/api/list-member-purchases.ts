import type { MemberPurchaseList } from '@blivion/shared/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function memberPurchasesQueryOptions(userId: string) {
  return queryOptions({
    // Not under ['admin-users']: that prefix holds the member lists' pages, which updates rewrite.
    queryKey: ['admin-member-purchases', userId],
    queryFn: ({ signal }) =>
      apiFetch<MemberPurchaseList>(`/api/admin/sales/members/${encodeURIComponent(userId)}/purchases`, { signal }),
  });
}

/** GET /api/admin/sales/members/:id/purchases: what a member's purchases grant, beside their access. */
export function useMemberPurchases(userId: string) {
  return useQuery(memberPurchasesQueryOptions(userId));
}
