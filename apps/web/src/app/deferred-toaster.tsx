import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { whenPageIdle } from '@/lib/idle';
import { loadSonner, subscribeToasterWanted, toasterWanted } from '@/lib/toast';

const AppToaster = lazy(() => import('./toaster').then((module) => ({ default: module.AppToaster })));

/** At build time (prerendered pages) and while hydrating, no toast has been asked for. */
const noToasterYet = () => false;

/** Mounts the toaster once the browser is idle after the page's content has painted, or at the first toast. */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, noToasterYet);
  useEffect(() => whenPageIdle(() => void loadSonner()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
