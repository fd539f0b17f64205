import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCompetitors } from '../../api/competitors';
import { topCompetitorIds } from '../../lib/sort-competitors';

/** How many of the member's competitors are offered before any search. */
const SUGGESTED = 8;

/**
 * Before any search: the member's own competitors (the most active first), each a button that
 * searches the library for its name. Nothing shows while they load or when there are none.
 */
export function CompetitorSuggestions({ onSearch }: { onSearch: (words: string) => void }) {
  const { t } = useTranslation();
  const competitors = useCompetitors();
  const items = competitors.data?.items ?? [];
  if (items.length === 0) return null;
  const byId = new Map(items.map((item) => [item.id, item]));
  const top = topCompetitorIds(items, SUGGESTED).map((id) => byId.get(id)!);
  return (
    <section className="flex flex-col gap-2" aria-labelledby="adspy-suggestions-title">
      <h2 id="adspy-suggestions-title" className="text-sm font-semibold">
        {t('adSpy.cards.suggestionsTitle')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('adSpy.cards.suggestionsHint')}</p>
      <ul aria-label={t('adSpy.cards.suggestionsLabel')} className="flex flex-wrap gap-2">
        {top.map((competitor) => (
          <li key={competitor.id} className="max-w-full">
            <button
              type="button"
              onClick={() => onSearch(competitor.name)}
              aria-label={t('adSpy.cards.searchCompetitor', { name: competitor.name })}
              className="flex max-w-full items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring pointer-coarse:min-h-11"
            >
              <Search className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="truncate">{competitor.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
