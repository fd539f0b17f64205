import type { SalesEvent } from '@blivion/shared/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { SALES_KEY } from './list-connections';

/** 'Testar': the server replays a signed sample event and answers what the job found. */
export function useTestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<SalesEvent>(`/api/admin/sales/connections/${encodeURIComponent(id)}/test`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SALES_KEY }),
  });
}
