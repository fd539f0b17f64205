import type { MeResponse, UpdateProfileInput } from '@blivion/shared/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/me';

export function updateProfile(body: UpdateProfileInput): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/me', { method: 'PATCH', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
