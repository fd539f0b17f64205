import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The reply a link points at (/forum/<id>#reply-<id>, from notifications and the dashboard). */
export function useReplyTarget(): string | null {
  const { hash } = useLocation();
  return /^#reply-(\d+)$/.exec(hash)?.[1] ?? null;
}

/**
 * Scrolls to the linked reply and focuses it once it is on the page (once per visit); gives up,
 * leaving the page at the top, when the list has settled without it (a deleted reply).
 */
export function useScrollToReply(target: string | null, loadedIds: string[], settled: boolean): void {
  const { key } = useLocation();
  /** The history entry whose anchor was reached (or given up on). */
  const reached = useRef<string | null>(null);

  useEffect(() => {
    if (!target || reached.current === key) return;
    if (loadedIds.includes(target)) {
      const element = document.getElementById(`reply-${target}`);
      element?.scrollIntoView({ block: 'center' });
      element?.focus({ preventScroll: true });
      reached.current = key;
    } else if (settled) {
      reached.current = key;
    }
  }, [target, key, loadedIds, settled]);
}
