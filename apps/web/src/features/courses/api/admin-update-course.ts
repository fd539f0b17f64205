import type { AdminCourse, UpdateCourseInput } from '@blivion/shared/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { sendCourseThumbnail } from './admin-course-thumbnail';
import { replaceCachedAdminCourse } from './admin-list-courses';
import { adminCoursePath, COURSES_PREFIX } from './admin-query-keys';

export interface UpdateCourseVariables {
  course: AdminCourse;
  /** Only the fields changed; undefined when none was. */
  changes: UpdateCourseInput | undefined;
  /** A new image, null to remove it, undefined to keep it. */
  thumbnail: File | null | undefined;
}

/** PATCH /api/admin/courses/:courseId with the fields changed, then the thumbnail when it changed. */
export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ course, changes, thumbnail }: UpdateCourseVariables) => {
      let updated = changes
        ? await apiFetch<AdminCourse>(adminCoursePath(course.id), { method: 'PATCH', body: changes })
        : course;
      if (thumbnail !== undefined) {
        const { thumbnailUrl } = await sendCourseThumbnail(course.id, thumbnail);
        updated = { ...updated, thumbnailUrl };
      }
      return updated;
    },
    onSuccess: (course) => replaceCachedAdminCourse(queryClient, course),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COURSES_PREFIX }),
  });
}
