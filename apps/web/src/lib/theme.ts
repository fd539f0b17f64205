import { readStorage, writeStorage } from './storage';

export const THEMES = ['light', 'dark', 'purple'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'purple';
export const THEME_STORAGE_KEY = 'blivion-theme';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function readTheme(): Theme {
  const current = document.documentElement.getAttribute('data-theme');
  if (isTheme(current)) return current;
  const stored = readStorage(THEME_STORAGE_KEY);
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme === 'light' ? 'light' : 'dark';
  writeStorage(THEME_STORAGE_KEY, theme);
}
