import { useCallback, useSyncExternalStore } from 'react';
import { applyTheme, readTheme, THEME_STORAGE_KEY, type Theme } from '@/lib/theme';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'purple' as Theme);
  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    listeners.forEach((listener) => listener());
  }, []);
  return [theme, setTheme];
}
