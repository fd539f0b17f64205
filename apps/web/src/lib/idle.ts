import { whenContentCommitted } from './hydration';

/** How long start-up may keep the browser busy before an idle task runs anyway. */
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
 * Runs `task` once the browser is idle after the page's content has painted: not in the wait for
 * a signed-in page's modules and data, which would put it before the page's largest paint.
 * Returns what cancels it.
 */
export function whenPageIdle(task: () => void): () => void {
  let cancel: (() => void) | null = null;
  let cancelled = false;
  void whenContentCommitted()
    .then(afterNextPaint)
    .then(() => {
      if (!cancelled) cancel = whenIdle(task);
    });
  return () => {
    cancelled = true;
    cancel?.();
  };
}
