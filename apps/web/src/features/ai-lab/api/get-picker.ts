import type { AiPicker } from '@blivion/shared/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { LAB_STALE_MS, labKeys } from './lab-query-keys';

/** GET /api/ai/models: the models and agents the member may pick, each available or not (and why), and the default. */
export const pickerQueryOptions = queryOptions({
  queryKey: labKeys.picker,
  queryFn: ({ signal }) => apiFetch<AiPicker>('/api/ai/models', { signal }),
  staleTime: LAB_STALE_MS,
});

export function usePicker() {
  return useQuery(pickerQueryOptions);
}
