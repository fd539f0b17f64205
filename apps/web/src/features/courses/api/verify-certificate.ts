import type { CertificateVerification } from '@blivion/shared/courses';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/public/certificates/:code (no sign-in): what the certificate says, or 404 CERTIFICATE_NOT_FOUND. */
export function useCertificateVerification(code: string) {
  return useQuery({
    queryKey: ['certificates', 'verify', code],
    queryFn: ({ signal }) =>
      apiFetch<CertificateVerification>(`/api/public/certificates/${encodeURIComponent(code)}`, { signal }),
    retry: false,
  });
}
