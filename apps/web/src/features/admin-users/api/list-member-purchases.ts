import type { MemberPurchaseList } from '@blivion/shared/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function memberPurchasesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['admin-users', 'purchases', userId],
    queryFn: ({ signal }) =>
      apiFetch<MemberPurchaseList>(`/api/admin/sales/members/${encodeURIComponent(userId)}/purchases`, { signal }),
  });
}

/** GET /api/admin/sales/members/:id/purchases: what a member's purchases grant, beside their access. */
export function useMemberPurchases(userId: string) {
  return useQuery(memberPurchasesQueryOptions(userId));
}
