import type { UnmappedSalesProductList } from '@blivion/shared/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { SALES_KEY } from './list-connections';

export const unmappedProductsQueryOptions = queryOptions({
  queryKey: [...SALES_KEY, 'unmapped'],
  queryFn: ({ signal }) => apiFetch<UnmappedSalesProductList>('/api/admin/sales/products/unmapped', { signal }),
});

export function useUnmappedProducts() {
  return useQuery(unmappedProductsQueryOptions);
}
