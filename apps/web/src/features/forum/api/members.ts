import type {
  LeaderboardPage,
  LeaderboardPeriod,
  MemberActivityPage,
  MemberProfile,
  UpdateMemberProfileInput,
} from '@blivion/shared/forum';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { FORUM_STALE_MS } from './query-keys';

const memberPath = (id: string) => `/api/forum/members/${encodeURIComponent(id)}`;

export const memberKeys = {
  profile: (id: string) => ['forum', 'member', id] as const,
  activity: (id: string) => ['forum', 'member', id, 'activity'] as const,
  leaderboard: (period: LeaderboardPeriod) => ['forum', 'leaderboard', period] as const,
};

/** GET /api/forum/members/:id: a member's profile as the viewer may see it. */
export function useMemberProfile(id: string) {
  return useQuery({
    queryKey: memberKeys.profile(id),
    queryFn: ({ signal }) => apiFetch<MemberProfile>(memberPath(id), { signal }),
    staleTime: FORUM_STALE_MS,
  });
}

/** PATCH /api/forum/members/:id: the member edits their own profile. */
export function useUpdateMemberProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMemberProfileInput) => apiFetch<MemberProfile>(memberPath(id), { method: 'PATCH', body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(memberKeys.profile(id), profile);
      void queryClient.invalidateQueries({ queryKey: ['forum', 'member-card', id] });
    },
  });
}

/** GET /api/forum/members/:id/activity: recent topics and replies, newest first, a page at a time. */
export function useMemberActivity(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: memberKeys.activity(id),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<MemberActivityPage>(
        `${memberPath(id)}/activity?limit=10${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: FORUM_STALE_MS,
    enabled,
  });
}

export function leaderboardQueryOptions(period: LeaderboardPeriod) {
  return infiniteQueryOptions({
    queryKey: memberKeys.leaderboard(period),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<LeaderboardPage>(
        `/api/forum/leaderboard?period=${period}&limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: FORUM_STALE_MS,
  });
}

/** GET /api/forum/leaderboard: the ranking page, a page at a time, with the viewer's own place. */
export function useLeaderboard(period: LeaderboardPeriod) {
  return useInfiniteQuery(leaderboardQueryOptions(period));
}
