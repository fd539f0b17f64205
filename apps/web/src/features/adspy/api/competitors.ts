import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADSPY_STALE_MS, adSpyKeys, competitorPath } from './query-keys';
import type { Competitor, CompetitorList, CreateCompetitorInput, CreatedCompetitor } from '@blivion/shared/adspy';

/** GET /api/adspy/competitors: the member's competitors with the figures computed from their snapshots. */
export const competitorsQueryOptions = queryOptions({
  queryKey: adSpyKeys.competitors,
  queryFn: ({ signal }) => apiFetch<CompetitorList>('/api/adspy/competitors', { signal }),
  staleTime: ADSPY_STALE_MS,
});

export function useCompetitors() {
  return useQuery(competitorsQueryOptions);
}

function useCompetitorMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // The comparison reads the same snapshots.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adSpyKeys.competitors }),
        queryClient.invalidateQueries({ queryKey: ['adspy', 'comparison'] }),
      ]),
  });
}

/** POST /api/adspy/competitors; with a token and no link the server finds the page and says so. */
export function useCreateCompetitor() {
  return useCompetitorMutation((input: CreateCompetitorInput) =>
    apiFetch<CreatedCompetitor>('/api/adspy/competitors', {
      method: 'POST',
      body: input,
    }),
  );
}

/** POST /api/adspy/competitors/:id/count: today's count typed by the member, recorded as a manual snapshot. */
export function useRecordCount() {
  return useCompetitorMutation(({ id, count }: { id: string; count: number }) =>
    apiFetch<Competitor>(`${competitorPath(id)}/count`, { method: 'POST', body: { count } }),
  );
}

/** POST /api/adspy/competitors/:id/refresh: fetch the count from the Ad Library now (needs a token). */
export function useRefreshCompetitor() {
  return useCompetitorMutation((id: string) =>
    apiFetch<Competitor>(`${competitorPath(id)}/refresh`, { method: 'POST' }),
  );
}

/** DELETE /api/adspy/competitors/:id with its snapshots. */
export function useDeleteCompetitor() {
  return useCompetitorMutation((id: string) => apiFetch<unknown>(competitorPath(id), { method: 'DELETE' }));
}
