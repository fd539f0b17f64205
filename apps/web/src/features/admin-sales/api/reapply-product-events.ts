import type { ReapplySalesEventsResult } from '@blivion/shared/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { SALES_KEY } from './list-connections';

/** 'Aplicar eventos aguardando': the failed events of one mapped product go back to the job. */
export function useReapplyProductEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) =>
      apiFetch<ReapplySalesEventsResult>(`/api/admin/sales/products/${encodeURIComponent(productId)}/reapply`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SALES_KEY }),
  });
}
