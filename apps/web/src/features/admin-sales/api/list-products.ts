import type { SalesProductList } from '@blivion/shared/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { SALES_KEY } from './list-connections';

export const productsQueryOptions = queryOptions({
  queryKey: [...SALES_KEY, 'products'],
  queryFn: ({ signal }) => apiFetch<SalesProductList>('/api/admin/sales/products', { signal }),
});

export function useProducts() {
  return useQuery(productsQueryOptions);
}
