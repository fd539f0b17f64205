import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateCachedAdminCourses } from './admin-list-courses';
import { adminCoursePath, COURSES_PREFIX } from './admin-query-keys';

/** DELETE /api/admin/courses/:courseId: the course, its modules, lessons and every member's progress on it. */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => apiFetch<unknown>(adminCoursePath(courseId), { method: 'DELETE' }),
    onSuccess: (_result, courseId) =>
      updateCachedAdminCourses(queryClient, (items) => items.filter((item) => item.id !== courseId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COURSES_PREFIX }),
  });
}
