import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How many further pages of replies to load while looking for a linked reply. */
const MAX_PAGES_FOR_ANCHOR = 10;

interface Paging {
  loadedIds: string[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Links to a reply (/forum/<id>#reply-<id>, from notifications and the dashboard) scroll to it once
 * it is on the page, loading further pages of replies if needed; the reply is returned for a highlight.
 */
export function useReplyAnchor({ loadedIds, hasNextPage, isFetchingNextPage, fetchNextPage }: Paging): string | null {
  const { hash, key } = useLocation();
  const target = /^#reply-(\d+)$/.exec(hash)?.[1] ?? null;
  /** The history entry whose anchor was reached (or given up on): scroll once per visit. */
  const reached = useRef<string | null>(null);
  const pagesLoaded = useRef(0);

  useEffect(() => {
    pagesLoaded.current = 0;
  }, [key]);

  useEffect(() => {
    if (!target || reached.current === key) return;
    if (loadedIds.includes(target)) {
      const element = document.getElementById(`reply-${target}`);
      element?.scrollIntoView({ block: 'center' });
      element?.focus({ preventScroll: true });
      reached.current = key;
    } else if (hasNextPage && pagesLoaded.current < MAX_PAGES_FOR_ANCHOR) {
      if (!isFetchingNextPage) {
        pagesLoaded.current += 1;
        void fetchNextPage();
      }
    } else {
      reached.current = key;
    }
  }, [target, key, loadedIds, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return target;
}
