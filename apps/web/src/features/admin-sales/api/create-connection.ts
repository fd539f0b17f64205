import type { CreateSalesConnectionInput, SalesConnectionCreated } from '@blivion/shared/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { SALES_KEY } from './list-connections';

export function useCreateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSalesConnectionInput) =>
      apiFetch<SalesConnectionCreated>('/api/admin/sales/connections', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SALES_KEY }),
  });
}
