import type { PlatformResponse } from '@blivion/shared/uploads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export const PLATFORM_QUERY_KEY = ['platform'] as const;

export const platformQueryOptions = queryOptions({
  queryKey: PLATFORM_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<PlatformResponse>('/api/platform', { signal }),
  staleTime: 5 * 60_000,
});

/** Public platform data (the platform logo); the settings page updates this cache after an upload. */
export function usePlatform() {
  return useQuery(platformQueryOptions);
}
