import type { CourseContent } from '@blivion/shared/courses';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminCoursePath, adminCoursesKeys } from './admin-query-keys';

/** GET /api/admin/courses/:courseId/content: modules and lessons as the editor edits them (raw Markdown). */
export function courseContentQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: adminCoursesKeys.content(courseId),
    queryFn: ({ signal }) => apiFetch<CourseContent>(adminCoursePath(courseId, '/content'), { signal }),
    // The editor starts from what is saved now, never from a copy an earlier opening left.
    staleTime: 0,
    gcTime: 0,
  });
}
