import type { CoursesInProgress } from '@blivion/shared/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/courses/in-progress: the member's courses in progress, most recently studied first, for
 * 'Continuar assistindo'. Under the courses prefix, so completing a lesson refreshes it too.
 */
export const coursesInProgressQueryOptions = queryOptions({
  queryKey: ['courses', 'in-progress'] as const,
  queryFn: ({ signal }) => apiFetch<CoursesInProgress>('/api/courses/in-progress', { signal }),
  staleTime: 30_000,
});

export function useCoursesInProgress() {
  return useQuery(coursesInProgressQueryOptions);
}
