import type { FeatureSwitches, MeResponse } from '@blivion/shared/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/me';

/** PUT /api/admin/features; guards and the sidebar read the switches from ['me'], refreshed at once. */
export function useUpdateFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeatureSwitches) => apiFetch<FeatureSwitches>('/api/admin/features', { method: 'PUT', body }),
    onSuccess: async (features) => {
      queryClient.setQueryData<MeResponse | null>(ME_QUERY_KEY, (me) => (me ? { ...me, features } : me));
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
