import type { AdminUser, UpdateAccessInput } from '@blivion/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { AUDIT_KEY } from './list-audit';
import { updateCachedUsers } from './list-users';

export function useUpdateAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAccessInput }) =>
      apiFetch<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/access`, { method: 'PATCH', body }),
    onSuccess: async (updated) => {
      updateCachedUsers(queryClient, (items) => items.map((item) => (item.id === updated.id ? updated : item)));
      await queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}
