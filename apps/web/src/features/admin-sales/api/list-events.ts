import type { SalesEventState, SalesEventsPage } from '@blivion/shared/sales';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { SALES_KEY } from './list-connections';

export interface EventsFilter {
  state: SalesEventState | null;
  connectionId: string | null;
}

export function eventsQueryOptions(filter: EventsFilter) {
  return infiniteQueryOptions({
    queryKey: [...SALES_KEY, 'events', filter.state, filter.connectionId],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (filter.state) params.set('state', filter.state);
      if (filter.connectionId) params.set('connectionId', filter.connectionId);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return apiFetch<SalesEventsPage>(`/api/admin/sales/events${query ? `?${query}` : ''}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    // Events arrive from the platforms and the job applies them: the list follows by itself.
    refetchInterval: 10_000,
  });
}

export function useEvents(filter: EventsFilter) {
  return useInfiniteQuery(eventsQueryOptions(filter));
}
