import type { SalesConnectionList } from '@blivion/shared/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const SALES_KEY = ['admin-sales'] as const;
export const CONNECTIONS_KEY = [...SALES_KEY, 'connections'] as const;

export const connectionsQueryOptions = queryOptions({
  queryKey: CONNECTIONS_KEY,
  queryFn: ({ signal }) => apiFetch<SalesConnectionList>('/api/admin/sales/connections', { signal }),
});

export function useConnections() {
  return useQuery(connectionsQueryOptions);
}
