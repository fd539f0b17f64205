import type { CreditAllowances } from '@blivion/shared/ai';
import type { Role } from '@blivion/shared/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { creditAllowancesQueryOptions } from './admin-credit-allowances';

/** PUT /api/admin/ai/credits/allowances/:role: one role's monthly credits; answers every role's. */
export function useSetCreditAllowance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, monthlyCredits }: { role: Role; monthlyCredits: number }) =>
      apiFetch<CreditAllowances>(`/api/admin/ai/credits/allowances/${role}`, {
        method: 'PUT',
        body: { monthlyCredits },
      }),
    onSuccess: (allowances) => queryClient.setQueryData(creditAllowancesQueryOptions.queryKey, allowances),
  });
}
