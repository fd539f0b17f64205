import type { CreditCapBody, CreditsSummary } from '@blivion/shared/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditsSummaryQueryOptions } from '@/lib/ai-credits';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/ai/credits/cap: the member's own monthly cap (null removes it); answers the new figures. */
export function useSetCreditCap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditCapBody) => apiFetch<CreditsSummary>('/api/ai/credits/cap', { method: 'PUT', body }),
    onSuccess: (summary) => queryClient.setQueryData(creditsSummaryQueryOptions.queryKey, summary),
  });
}
