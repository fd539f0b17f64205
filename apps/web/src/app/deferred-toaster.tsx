import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
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

/** Mounts the toaster once the browser is idle after start, or at the first toast. */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, noToasterYet);
  useEffect(() => whenIdle(() => void loadSonner()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
