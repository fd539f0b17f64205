import { FORUM_SEARCH_MAX_LENGTH } from '@blivion/shared/core';
import { useTranslation } from 'react-i18next';
import { DebouncedSearch } from '@/components/ui/debounced-search';

/** 'Buscar no fórum...': the words live in the address (?q=); a search started elsewhere (the top bar) fills the box. */
export function ForumSearch({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  return (
    <DebouncedSearch
      query={query}
      onSearch={onSearch}
      placeholder={t('features.forum.searchPlaceholder')}
      aria-label={t('features.forum.searchLabel')}
      maxLength={FORUM_SEARCH_MAX_LENGTH}
      className="h-11 bg-card"
    />
  );
}
