import type { MemberCertificates } from '@blivion/shared/courses';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { COURSES_STALE_MS } from './query-keys';

/** GET /api/certificates: the member's certificates, newest first (the catalogue's cards link theirs). */
export function useMemberCertificates() {
  return useQuery({
    queryKey: ['courses', 'certificates'],
    queryFn: ({ signal }) => apiFetch<MemberCertificates>('/api/certificates', { signal }),
    staleTime: COURSES_STALE_MS,
  });
}

/** Each course's valid certificate PDF address, by course id. */
export function certificateUrlsByCourse(certificates: MemberCertificates | undefined): Map<string, string> {
  const urls = new Map<string, string>();
  for (const certificate of certificates?.items ?? []) {
    if (certificate.courseId && certificate.status === 'valid') urls.set(certificate.courseId, certificate.pdfUrl);
  }
  return urls;
}
