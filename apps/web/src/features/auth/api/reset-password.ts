import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface ResetPasswordBody {
  token: string;
  password: string;
  confirmPassword: string;
}

export function resetPassword(body: ResetPasswordBody): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
