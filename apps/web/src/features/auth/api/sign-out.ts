import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/me';

export function signOut(): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/sign-out', { method: 'POST' });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, null);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
