import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { whenContentCommitted } from '@/lib/hydration';
import { loadSonner, subscribeToasterWanted, toasterWanted } from '@/lib/toast';

const AppToaster = lazy(() => import('./toaster').then((module) => ({ default: module.AppToaster })));

/** At build time (prerendered pages) and while hydrating, no toast has been asked for. */
const noToasterYet = () => false;

/** How long start-up may keep the browser busy before the toaster loads anyway. */
const IDLE_TIMEOUT_MS = 3000;

function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

/** The frame callback runs before the paint; the timeout after it. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Mounts the toaster once the browser is idle after the page's content has painted (not in the
 * wait for a signed-in page's modules and data, which would put it before the page's largest
 * paint), or at the first toast.
 */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, noToasterYet);
  useEffect(() => {
    let cancel: (() => void) | null = null;
    let unmounted = false;
    void whenContentCommitted()
      .then(afterNextPaint)
      .then(() => {
        if (!unmounted) cancel = whenIdle(() => void loadSonner());
      });
    return () => {
      unmounted = true;
      cancel?.();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
