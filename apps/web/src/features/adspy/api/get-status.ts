import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADSPY_STALE_MS, adSpyKeys } from './query-keys';
import type { AdSpyStatus } from '@blivion/shared/adspy';

/** The status AdSpy's first view reads, which its signed-in document preloads too (app/signed-in-documents.ts). */
export const ADSPY_STATUS_PATH = '/api/adspy/status';

/** GET /api/adspy/status: how many tokens exist (the library needs one) and, for admins, the one in use. */
export const statusQueryOptions = queryOptions({
  queryKey: adSpyKeys.status,
  queryFn: ({ signal }) => apiFetch<AdSpyStatus>(ADSPY_STATUS_PATH, { signal }),
  staleTime: ADSPY_STALE_MS,
});

export function useAdSpyStatus() {
  return useQuery(statusQueryOptions);
}
