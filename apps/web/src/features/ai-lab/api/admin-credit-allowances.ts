import type { CreditAllowances } from '@blivion/shared/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AI_CREDITS_KEY } from '@/lib/ai-credits';
import { apiFetch } from '@/lib/api-client';

export const creditAllowancesQueryOptions = queryOptions({
  queryKey: [...AI_CREDITS_KEY, 'admin-allowances'] as const,
  queryFn: ({ signal }) => apiFetch<CreditAllowances>('/api/admin/ai/credits/allowances', { signal }),
});

/** GET /api/admin/ai/credits/allowances: the monthly credits of each role. */
export function useCreditAllowances() {
  return useQuery(creditAllowancesQueryOptions);
}
