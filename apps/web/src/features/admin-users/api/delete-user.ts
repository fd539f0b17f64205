import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { AUDIT_KEY } from './list-audit';
import { updateCachedUsers } from './list-users';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ ok: true }>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_result, id) => {
      updateCachedUsers(queryClient, (items) => items.filter((item) => item.id !== id), -1);
      await queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}
