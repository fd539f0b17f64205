import type { SalesEvent } from '@blivion/shared/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { SALES_KEY } from './list-connections';

/** 'Aplicar de novo': a failed event goes back to the job. */
export function useReapplyEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<SalesEvent>(`/api/admin/sales/events/${encodeURIComponent(id)}/reapply`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SALES_KEY }),
  });
}
