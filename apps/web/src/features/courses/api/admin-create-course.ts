import type { AdminCourse, CreateCourseInput } from '@blivion/shared/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { sendCourseThumbnail } from './admin-course-thumbnail';
import { COURSES_PREFIX } from './admin-query-keys';

export interface CreateCourseResult {
  course: AdminCourse;
  /** The thumbnail's refusal when the course was created but its image was not accepted. */
  thumbnailError: unknown;
}

/** POST /api/admin/courses, then the thumbnail when one was chosen (PUT .../thumbnail). */
export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, thumbnail }: { input: CreateCourseInput; thumbnail: File | null }) => {
      const course = await apiFetch<AdminCourse>('/api/admin/courses', { method: 'POST', body: input });
      if (!thumbnail) return { course, thumbnailError: null } satisfies CreateCourseResult;
      try {
        const { thumbnailUrl } = await sendCourseThumbnail(course.id, thumbnail);
        return { course: { ...course, thumbnailUrl }, thumbnailError: null } satisfies CreateCourseResult;
      } catch (thumbnailError) {
        return { course, thumbnailError } satisfies CreateCourseResult;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: COURSES_PREFIX }),
  });
}
