import type { CourseContent, CourseContentInput } from '@blivion/shared/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminCoursePath, COURSES_PREFIX } from './admin-query-keys';

/**
 * PUT /api/admin/courses/:courseId/content: the whole content in order, in one transaction (all of
 * it or nothing). Lessons sent with their id keep their members' progress; those left out are deleted.
 */
export function useSaveCourseContent(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseContentInput) =>
      apiFetch<CourseContent>(adminCoursePath(courseId, '/content'), { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COURSES_PREFIX }),
  });
}
