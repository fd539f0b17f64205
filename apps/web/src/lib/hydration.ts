import { useEffect, useSyncExternalStore } from 'react';

let markHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/**
 * Resolves once the page's content has committed: after hydration of a prerendered page (its lazy
 * page included), or after the first render of any other. Until then a text must not change, or
 * React would find the prerendered HTML different from what it renders.
 */
export function whenContentCommitted(): Promise<void> {
  return hydrated;
}

function markCommitted(): void {
  // Also for whoever drives the page from outside (the end-to-end tests): the handlers are attached.
  document.documentElement.dataset.hydrated = '';
  markHydrated();
}

/** Rendered beside the page, inside the same Suspense boundary: its effect runs when the page has committed. */
export function ContentCommitted() {
  useEffect(markCommitted, []);
  return null;
}

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates a prerendered page (the server snapshot), true afterwards and in any
 * page rendered in the browser. Before hydration the page's handlers are not attached yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
