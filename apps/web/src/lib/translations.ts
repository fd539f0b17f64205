import { flattenCatalogue, type TranslationsResponse } from '@blivion/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { DEFAULT_LANGUAGE, i18n } from './i18n';

export const TRANSLATIONS_QUERY_KEY = ['translations'] as const;

let defaults: Record<string, string> | null = null;
/** The keys overridden in this page right now, so a removed override goes back to its default. */
let applied = new Set<string>();

/** The bundled catalogue as dotted keys and texts (computed once, on first use). */
export function catalogueDefaults(): Record<string, string> {
  defaults ??= flattenCatalogue();
  return defaults;
}

/**
 * Puts the server's overrides over the bundled catalogue; keys overridden before but not any more
 * return to their default. One 'added' event re-renders what uses the texts.
 */
export function applyOverrides(overrides: Record<string, string>): void {
  const base = catalogueDefaults();
  const next: Record<string, string> = {};
  for (const key of applied) {
    if (!(key in overrides) && key in base) next[key] = base[key]!;
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (key in base) next[key] = value;
  }
  applied = new Set(Object.keys(overrides).filter((key) => key in base));
  if (Object.keys(next).length > 0) i18n.addResources(DEFAULT_LANGUAGE, 'translation', next);
}

/**
 * GET /api/translations: the answer carries an ETag and `cache-control: no-cache`, so the browser
 * revalidates its cached copy on every load (304 while nothing changed).
 */
export async function fetchTranslations(signal?: AbortSignal): Promise<TranslationsResponse> {
  const response = await apiFetch<TranslationsResponse>('/api/translations', { signal });
  applyOverrides(response.overrides);
  return response;
}

export const translationsQueryOptions = queryOptions({
  queryKey: TRANSLATIONS_QUERY_KEY,
  queryFn: ({ signal }) => fetchTranslations(signal),
  staleTime: 60_000,
});

/** At start-up: waits for the overrides at most `capMs`, then lets the app render (they apply when they arrive). */
export function loadOverridesAtStart(capMs: number): Promise<void> {
  const load = fetchTranslations().then(
    () => undefined,
    () => undefined, // without the overrides the bundled texts stand
  );
  return Promise.race([load, new Promise<void>((resolve) => window.setTimeout(resolve, capMs))]);
}
