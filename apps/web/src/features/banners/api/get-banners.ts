import type { BannerStrip } from '@blivion/shared/banners';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Also preloaded by the signed-in pages' documents (app/signed-in-documents.ts). */
export const BANNERS_PATH = '/api/banners';

/** GET /api/banners: the server answers the active banners to members of role free, and none to others. */
export const bannersQueryOptions = queryOptions({
  queryKey: ['banners'] as const,
  queryFn: ({ signal }) => apiFetch<BannerStrip>(BANNERS_PATH, { signal }),
  staleTime: 5 * 60_000,
});
