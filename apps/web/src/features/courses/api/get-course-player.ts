import type { CoursePlayer } from '@blivion/shared/courses';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { COURSES_STALE_MS, coursesKeys } from './query-keys';

/**
 * GET /api/courses/:courseId/player: the course, its modules and lessons with the member's
 * progress (completed, saved position), and the lesson to resume. Inactive: 404 for members.
 */
export function coursePlayerQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: coursesKeys.player(courseId),
    queryFn: ({ signal }) => apiFetch<CoursePlayer>(`/api/courses/${encodeURIComponent(courseId)}/player`, { signal }),
    staleTime: COURSES_STALE_MS,
  });
}

export function useCoursePlayer(courseId: string) {
  return useQuery(coursePlayerQueryOptions(courseId));
}

/** Applies a change the server answered (a completion, a saved position) to the cached player. */
export function updateCachedPlayer(
  queryClient: QueryClient,
  courseId: string,
  change: (player: CoursePlayer) => CoursePlayer,
): void {
  queryClient.setQueryData<CoursePlayer>(coursesKeys.player(courseId), (player) => (player ? change(player) : player));
}
