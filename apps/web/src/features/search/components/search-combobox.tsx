// Only types from the search subpath: its schemas (zod) stay out of every signed-in first load.
import { FORUM_SEARCH_MAX_LENGTH, SITE_SEARCH_KINDS } from '@blivion/shared/core';
import type { SiteSearchHit, SiteSearchKind } from '@blivion/shared/search';
import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchInput } from '@/components/ui/search-input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMe } from '@/lib/me';
import { cn } from '@/lib/utils';
import { useSiteSearch } from '../api/site-search';

const s = 'features.search';
const forumSearchPath = (q: string) => `/forum?${new URLSearchParams({ q }).toString()}`;
const DEBOUNCE_MS = 250;

/** One option of the list: a result, or the last line that opens the forum's full search. */
interface Option {
  id: string;
  link: string;
  hit: SiteSearchHit | null;
}

/**
 * The top bar's search as a combobox (WAI-ARIA 1.2 pattern with a listbox popup): results of
 * courses, lessons and forum topics grouped by kind as the member types; arrow keys move through
 * them, Enter opens one, Escape closes the list (and clears the box when it is already closed).
 * Enter with no result chosen opens the forum's full search, as the box did before.
 * `screen`: on the phone's full-width search screen the list sits under the box, in the page's
 * flow, and `onDone` closes the screen once a result is opened.
 */
export function SearchCombobox({ screen = false, onDone }: { screen?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const canSearchForum = useMe().data?.permissions.forum ?? false;
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useSiteSearch(query);

  const result = search.data;
  const groups = SITE_SEARCH_KINDS.map((kind) => ({
    kind,
    options: (result?.[kind] ?? []).map((hit): Option => ({ id: `${id}-${kind}-${hit.id}`, link: hit.link, hit })),
  })).filter((group) => group.options.length > 0);
  const options: Option[] = groups.flatMap((group) => group.options);
  if (query && canSearchForum) {
    options.push({ id: `${id}-forum`, link: forumSearchPath(query), hit: null });
  }
  const hitCount = options.filter((option) => option.hit).length;
  const showList = (open || screen) && query.length > 0;
  const activeOption = showList && active >= 0 ? options[active] : undefined;

  function go(option: Option) {
    setOpen(false);
    setActive(-1);
    setText('');
    onDone?.();
    void navigate(option.link);
  }

  function move(step: 1 | -1) {
    if (options.length === 0) return;
    setOpen(true);
    // From the box, down goes to the first option and up to the last; the ends wrap around.
    setActive((current) =>
      current < 0 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length,
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Nothing chosen: what is typed (even before the results arrive) opens the forum's search.
      const typed = text.trim();
      if (activeOption) go(activeOption);
      else if (typed && canSearchForum) go({ id: `${id}-forum`, link: forumSearchPath(typed), hit: null });
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  }

  const message = !showList
    ? ''
    : search.isError
      ? t(`${s}.error`)
      : search.isPending || search.isPlaceholderData
        ? t(`${s}.loading`)
        : hitCount === 0
          ? t(`${s}.empty`, { query })
          : t(`${s}.results`, { count: hitCount });

  return (
    <div role="search" className={cn('relative w-full', !screen && 'max-w-md')}>
      <p role="status" className="sr-only">
        {message}
      </p>
      <label htmlFor={id} className="sr-only">
        {t(`${s}.label`)}
      </label>
      <SearchInput
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption?.id}
        autoComplete="off"
        placeholder={t('shell.topBar.searchPlaceholder')}
        maxLength={FORUM_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        autoFocus={screen}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        className={cn(
          screen
            ? 'mt-2 p-1'
            : 'absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
          !showList && 'hidden',
        )}
      >
        {message && hitCount === 0 && <p className="px-2 py-1.5 text-sm text-muted-foreground">{message}</p>}
        <ul id={listId} role="listbox" aria-label={t(`${s}.resultsLabel`)}>
          {groups.map((group) => (
            <ResultGroup
              key={group.kind}
              kind={group.kind}
              options={group.options}
              activeId={activeOption?.id}
              onChoose={go}
            />
          ))}
          {query && canSearchForum && (
            <li
              id={`${id}-forum`}
              role="option"
              aria-selected={activeOption?.id === `${id}-forum`}
              className={cn(
                'flex min-h-11 cursor-pointer items-center rounded-sm px-2 py-1.5 text-sm text-primary',
                activeOption?.id === `${id}-forum` && 'bg-accent text-accent-foreground',
              )}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(options[options.length - 1]!)}
            >
              {t(`${s}.seeAllInForum`, { query })}
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

function ResultGroup({
  kind,
  options,
  activeId,
  onChoose,
}: {
  kind: SiteSearchKind;
  options: Option[];
  activeId: string | undefined;
  onChoose: (option: Option) => void;
}) {
  const { t } = useTranslation();
  const labelId = `${options[0]!.id}-group`;
  return (
    <li role="presentation">
      <ul role="group" aria-labelledby={labelId}>
        <li
          id={labelId}
          role="presentation"
          className="px-2 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase"
        >
          {t(`${s}.groups.${kind}`)}
        </li>
        {options.map((option) => (
          <li
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={option.id === activeId}
            className={cn(
              'flex min-h-11 min-w-0 cursor-pointer flex-col justify-center rounded-sm px-2 py-1.5 text-sm',
              option.id === activeId && 'bg-accent text-accent-foreground',
            )}
            // Keep the focus in the box, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(option)}
          >
            <span className="truncate font-medium">{option.hit!.title}</span>
            {option.hit!.detail && <span className="truncate text-xs text-muted-foreground">{option.hit!.detail}</span>}
          </li>
        ))}
      </ul>
    </li>
  );
}
