import { useSearchParams } from 'react-router';
import type { ConversationFilters } from '../api/list-conversations';

const PARAMS = { q: 'q', folder: 'pasta' } as const;

/** The sidebar's list as the address asks for it (the route's prefetch reads it too). */
export function labFiltersOf(params: URLSearchParams): ConversationFilters {
  return { q: (params.get(PARAMS.q) ?? '').trim(), folder: params.get(PARAMS.folder) || null };
}

/**
 * The sidebar's search words and chosen folder live in the address (kept when a chat opens, so a
 * reload or the back button shows the same list). The third value is the query string to keep.
 */
export function useLabFilters(): [ConversationFilters, (change: Partial<ConversationFilters>) => void, string] {
  const [params, setParams] = useSearchParams();
  const filters = labFiltersOf(params);
  const setFilters = (change: Partial<ConversationFilters>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) {
      const param = PARAMS[name as keyof ConversationFilters];
      if (value) next.set(param, value);
      else next.delete(param);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const query = params.toString();
  return [filters, setFilters, query ? `?${query}` : ''];
}
