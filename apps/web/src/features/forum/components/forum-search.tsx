import { FORUM_SEARCH_MAX_LENGTH } from '@blivion/shared/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/ui/search-input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 350;

/**
 * 'Buscar no fórum...': typing searches after a short pause, Enter at once. The words live in the
 * address (?q=); a search started elsewhere (the top bar) fills the box.
 */
export function ForumSearch({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(query);
  const written = useRef(query);
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  const search = (value: string) => {
    if (value === written.current) return;
    written.current = value;
    onSearch(value);
  };

  useEffect(() => {
    search(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the typed words settle
  }, [typed]);

  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setText(query);
  }, [query]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search(text.trim());
      }}
    >
      <SearchInput
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('features.forum.searchPlaceholder')}
        aria-label={t('features.forum.searchLabel')}
        maxLength={FORUM_SEARCH_MAX_LENGTH}
        className="h-11 bg-card"
      />
    </form>
  );
}
