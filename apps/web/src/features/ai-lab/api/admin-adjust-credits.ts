import type { CreditAdjustmentBody, MemberCreditsDetail } from '@blivion/shared/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AI_CREDITS_KEY } from '@/lib/ai-credits';
import { apiFetch } from '@/lib/api-client';

/** POST /api/admin/ai/credits/members/:id/adjustments: grant or remove credits with a reason. */
export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, body }: { memberId: string; body: CreditAdjustmentBody }) =>
      apiFetch<MemberCreditsDetail>(`/api/admin/ai/credits/members/${encodeURIComponent(memberId)}/adjustments`, {
        method: 'POST',
        body,
      }),
    // The lists, that member's history and (when the administrator adjusts their own) the top bar.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AI_CREDITS_KEY }),
  });
}
