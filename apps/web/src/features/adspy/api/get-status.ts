import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADSPY_STALE_MS, adSpyKeys } from './query-keys';
import type { AdSpyStatus } from '@blivion/shared/adspy';

/** GET /api/adspy/status: how many tokens exist (the library needs one) and, for admins, the one in use. */
export const statusQueryOptions = queryOptions({
  queryKey: adSpyKeys.status,
  queryFn: ({ signal }) => apiFetch<AdSpyStatus>('/api/adspy/status', { signal }),
  staleTime: ADSPY_STALE_MS,
});

export function useAdSpyStatus() {
  return useQuery(statusQueryOptions);
}
