import type * as Sonner from 'sonner';

// sonner (about 10 KB of gzipped JavaScript and 3 KB of CSS) stays out of the first load: it is
// fetched when the browser is idle after start, or by the first toast if that comes sooner. A
// Toaster that subscribes late still shows the toasts already raised, so none is lost meanwhile.

type Kind = 'success' | 'error' | 'info';
type Message = Parameters<typeof Sonner.toast.success>[0];
type Options = Parameters<typeof Sonner.toast.success>[1];

let sonner: Promise<typeof Sonner> | undefined;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<typeof Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

/** For useSyncExternalStore: whether the toaster has been asked for. */
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toasterWanted(): boolean {
  return sonner !== undefined;
}

function show(kind: Kind) {
  return (message: Message, options?: Options): void => {
    void loadSonner().then(({ toast }) => toast[kind](message, options));
  };
}

/** The app's toasts: sonner's toast.success, .error and .info, loaded on demand. */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
