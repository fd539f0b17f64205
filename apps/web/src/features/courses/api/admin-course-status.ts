import type { AdminCourse } from '@blivion/shared/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { replaceCachedAdminCourse } from './admin-list-courses';
import { adminCoursePath, COURSES_PREFIX } from './admin-query-keys';

/** PUT /api/admin/courses/:courseId/status: 'Ativo' shows the course in the catalogue, 'Inativo' hides it. */
export function useSetCourseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, isActive }: { courseId: string; isActive: boolean }) =>
      apiFetch<AdminCourse>(adminCoursePath(courseId, '/status'), { method: 'PUT', body: { isActive } }),
    onSuccess: (course) => replaceCachedAdminCourse(queryClient, course),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COURSES_PREFIX }),
  });
}
