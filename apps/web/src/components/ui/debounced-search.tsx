import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { SearchInput } from './search-input';

const SEARCH_DEBOUNCE_MS = 350;

/**
 * A search box whose words live elsewhere (the address): typing searches after a short pause,
 * Enter at once; words changed elsewhere (the top bar, a 'Limpar busca') fill the box.
 */
export function DebouncedSearch({
  query,
  onSearch,
  ...inputProps
}: { query: string; onSearch: (q: string) => void } & Pick<
  ComponentProps<'input'>,
  'placeholder' | 'aria-label' | 'maxLength' | 'className'
>) {
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
      <SearchInput value={text} onChange={(event) => setText(event.target.value)} {...inputProps} />
    </form>
  );
}
