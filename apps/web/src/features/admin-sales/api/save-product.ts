import type { CreateSalesProductInput, SalesProduct, UpdateSalesProductInput } from '@blivion/shared/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { SALES_KEY } from './list-connections';

/** 'Mapear produto' (POST) and 'Editar' (PUT /:id). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { id: null; body: CreateSalesProductInput } | { id: string; body: UpdateSalesProductInput },
    ) =>
      change.id === null
        ? apiFetch<SalesProduct>('/api/admin/sales/products', { method: 'POST', body: change.body })
        : apiFetch<SalesProduct>(`/api/admin/sales/products/${encodeURIComponent(change.id)}`, {
            method: 'PUT',
            body: change.body,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SALES_KEY }),
  });
}
