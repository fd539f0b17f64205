import type { SalesEventDetail } from '@blivion/shared/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { SALES_KEY } from './list-connections';

export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...SALES_KEY, 'event', id],
    queryFn: ({ signal }) =>
      apiFetch<SalesEventDetail>(`/api/admin/sales/events/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
