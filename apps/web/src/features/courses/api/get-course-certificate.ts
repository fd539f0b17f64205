import type { CourseCertificateResponse } from '@blivion/shared/courses';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/courses/:courseId/certificate: whether the course issues certificates, and the member's (or null). */
export function useCourseCertificate(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['courses', 'certificate', courseId],
    queryFn: ({ signal }) =>
      apiFetch<CourseCertificateResponse>(`/api/courses/${encodeURIComponent(courseId)}/certificate`, { signal }),
    enabled,
  });
}
