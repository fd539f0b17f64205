import type { ChangePasswordInput } from '@blivion/shared/admin';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/me/password: the current password is checked; the other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => apiFetch<{ ok: true }>('/api/me/password', { method: 'POST', body }),
  });
}
