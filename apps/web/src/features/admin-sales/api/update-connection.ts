import type { SalesConnection, UpdateSalesConnectionInput } from '@blivion/shared/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { SALES_KEY } from './list-connections';

export function useUpdateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSalesConnectionInput }) =>
      apiFetch<SalesConnection>(`/api/admin/sales/connections/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SALES_KEY }),
  });
}
