import type { CreditsSummary } from '@blivion/shared/ai';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/hooks/use-live-event';
import { apiFetch } from './api-client';

/** Every AI credit query starts with this key, so a change (a reply, a cap, a grant) refreshes them all. */
export const AI_CREDITS_KEY = ['ai-credits'] as const;

/**
 * GET /api/ai/credits: the member's balance, holds, cap and allowance. Shared by the top bar's
 * balance (the AI lab feature) and the dashboard's card, so both show the same figure from one request.
 */
export const creditsSummaryQueryOptions = queryOptions({
  queryKey: [...AI_CREDITS_KEY, 'summary'] as const,
  queryFn: ({ signal }) => apiFetch<CreditsSummary>('/api/ai/credits', { signal }),
  staleTime: 30_000,
});

/** The summary, reloaded as soon as the server says the balance changed (a reply, a grant, a hold). */
export function useCreditsSummary(enabled = true) {
  const queryClient = useQueryClient();
  useLiveEvent('credits', () => void queryClient.invalidateQueries({ queryKey: AI_CREDITS_KEY }));
  return useQuery({ ...creditsSummaryQueryOptions, enabled });
}
