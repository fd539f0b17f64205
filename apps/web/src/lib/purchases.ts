import type { MemberPurchaseList } from '@blivion/shared/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const myPurchasesQueryOptions = queryOptions({
  queryKey: ['me', 'purchases'],
  queryFn: ({ signal }) => apiFetch<MemberPurchaseList>('/api/sales/me/purchases', { signal }),
});

/** GET /api/sales/me/purchases: what each of the member's purchases grants and until when (the profile, a locked area's page). */
export function useMyPurchases() {
  return useQuery(myPurchasesQueryOptions);
}
