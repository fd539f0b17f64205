import type { LibraryFilters } from '../lib/use-adspy-params';

/** Every AdSpy query lives under ['adspy', ...], so one prefix refreshes the whole feature. */
export const adSpyKeys = {
  all: ['adspy'] as const,
  status: ['adspy', 'status'] as const,
  library: (filters: LibraryFilters) => ['adspy', 'library', filters] as const,
  libraries: ['adspy', 'library'] as const,
  swipeFiles: ['adspy', 'swipe-files'] as const,
  competitors: ['adspy', 'competitors'] as const,
  comparison: (ids: string[], days: number) => ['adspy', 'comparison', ids, days] as const,
  tokens: ['adspy', 'tokens'] as const,
};

export const ADSPY_STALE_MS = 30_000;

export function competitorPath(id: string): string {
  return `/api/adspy/competitors/${encodeURIComponent(id)}`;
}
