import { useSearchParams } from 'react-router';
import type { TopicFilters } from '../api/list-topics';

/** The list's state lives in the address (?q=, ?categoria=, ?ordem=curtidas), so it can be shared and the top bar can open a search. */
const PARAMS = { q: 'q', category: 'categoria', sort: 'ordem' } as const;
const MOST_LIKED = 'curtidas';

export function useForumFilters(): [TopicFilters, (patch: Partial<TopicFilters>, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const filters: TopicFilters = {
    q: (params.get(PARAMS.q) ?? '').trim(),
    category: params.get(PARAMS.category) || null,
    sort: params.get(PARAMS.sort) === MOST_LIKED ? 'mostLiked' : 'latest',
  };
  const setFilters = (patch: Partial<TopicFilters>, replace = false) => {
    const next = { ...filters, ...patch };
    const search = new URLSearchParams();
    if (next.q) search.set(PARAMS.q, next.q);
    if (next.category) search.set(PARAMS.category, next.category);
    if (next.sort === 'mostLiked') search.set(PARAMS.sort, MOST_LIKED);
    setParams(search, { replace, preventScrollReset: true });
  };
  return [filters, setFilters];
}
