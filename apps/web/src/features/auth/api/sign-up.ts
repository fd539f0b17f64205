import type { MeResponse } from '@blivion/shared/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/me';

export interface SignUpBody {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export function signUp(body: SignUpBody): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/auth/sign-up', { method: 'POST', body });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
