import type { CoursePlayer } from '@blivion/shared/courses';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/courses/:courseId/player?previewDate=YYYY-MM-DD (staff only): the course as a member whose
 * access started today would see it on that day; each module's `availableAt` is null once open.
 */
export function useReleasePreview(courseId: string, day: string) {
  return useQuery({
    queryKey: ['courses', 'admin', 'release-preview', courseId, day],
    queryFn: ({ signal }) =>
      apiFetch<CoursePlayer>(
        `/api/courses/${encodeURIComponent(courseId)}/player?previewDate=${encodeURIComponent(day)}`,
        { signal },
      ),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
  });
}
