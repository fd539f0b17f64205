import type { MeResponse } from '@blivion/shared/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/me';

export interface SignInBody {
  email: string;
  password: string;
}

export function signIn(body: SignInBody): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/auth/sign-in', { method: 'POST', body });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
