import { useSearchParams } from 'react-router';

/** The library search as the address gives it (the server checks every value). */
export interface LibraryFilters {
  q: string;
  platform?: string;
  mediaType?: string;
  status?: string;
  country?: string;
  language?: string;
  dateFrom?: string;
  dateTo?: string;
}

export type AdSpyTab = 'library' | 'competitors';
export type CompetitorsView = 'cards' | 'table' | 'comparison';

/** The address names of the page's state, in Portuguese as the member reads them. */
const TAB_PARAM = 'aba';
const VIEW_PARAM = 'visao';
const COMPETITORS_TAB = 'concorrentes';
const VIEWS: Record<string, CompetitorsView> = { tabela: 'table', comparativo: 'comparison' };
const VIEW_NAMES: Record<CompetitorsView, string> = { cards: '', table: 'tabela', comparison: 'comparativo' };
export const FILTER_NAMES = ['platform', 'mediaType', 'status', 'country', 'language', 'dateFrom', 'dateTo'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

export interface AdSpyParams {
  tab: AdSpyTab;
  view: CompetitorsView;
  filters: LibraryFilters;
  /** How many advanced filters are set (shown on 'Filtros avançados'). */
  activeFilters: number;
}

/** The page's tab, competitor view, search words and filters, kept in the address (back and reload keep them). */
export function useAdSpyParams() {
  const [params, setParams] = useSearchParams();
  const filters: LibraryFilters = { q: (params.get('q') ?? '').trim() };
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value) (filters as unknown as Record<string, string>)[name] = value;
  }
  const state: AdSpyParams = {
    tab: params.get(TAB_PARAM) === COMPETITORS_TAB ? 'competitors' : 'library',
    view: VIEWS[params.get(VIEW_PARAM) ?? ''] ?? 'cards',
    filters,
    activeFilters: FILTER_NAMES.filter((name) => params.get(name)).length,
  };
  const update = (changes: Record<string, string | undefined>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace, preventScrollReset: true });
  };
  return {
    ...state,
    setTab: (tab: AdSpyTab) => update({ [TAB_PARAM]: tab === 'competitors' ? COMPETITORS_TAB : undefined }),
    setView: (view: CompetitorsView) => update({ [VIEW_PARAM]: VIEW_NAMES[view] }),
    setQuery: (q: string) => update({ q }, true),
    setFilters: (values: Partial<Record<FilterName, string>>) =>
      update(Object.fromEntries(FILTER_NAMES.map((name) => [name, values[name]]))),
  };
}
