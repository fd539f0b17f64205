import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function requestPasswordReset(body: { email: string }): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/forgot-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
