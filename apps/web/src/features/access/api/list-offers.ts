import type { SalesOfferList } from '@blivion/shared/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const offersQueryOptions = queryOptions({
  queryKey: ['sales', 'offers'],
  queryFn: ({ signal }) => apiFetch<SalesOfferList>('/api/sales/offers', { signal }),
});

/** GET /api/sales/offers: the academy's products a member can buy ('Quero acesso'). */
export function useOffers() {
  return useQuery(offersQueryOptions);
}
