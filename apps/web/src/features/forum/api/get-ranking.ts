import type { ForumRanking, RankingPeriod } from '@blivion/shared/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { FORUM_STALE_MS, forumKeys } from './query-keys';

/** GET /api/forum/ranking: the top 5 of the month ('Blivion do Mês') or of all time ('Elite Blivion'). */
export function rankingQueryOptions(period: RankingPeriod) {
  return queryOptions({
    queryKey: forumKeys.ranking(period),
    queryFn: ({ signal }) => apiFetch<ForumRanking>(`/api/forum/ranking?period=${period}`, { signal }),
    staleTime: FORUM_STALE_MS,
  });
}

export function useRanking(period: RankingPeriod) {
  return useQuery(rankingQueryOptions(period));
}
