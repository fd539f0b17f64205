import type { AuditPage } from '@blivion/shared/admin';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const AUDIT_KEY = ['admin-audit'] as const;

export const auditQueryOptions = infiniteQueryOptions({
  queryKey: AUDIT_KEY,
  queryFn: ({ pageParam, signal }) =>
    apiFetch<AuditPage>(`/api/admin/audit${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});
