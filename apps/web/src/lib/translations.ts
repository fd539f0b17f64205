import { flattenTexts, type Catalogue } from '@blivion/shared/i18n';
import type { TranslationsResponse } from '@blivion/shared/translations';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { CORE_SECTIONS, DEFAULT_LANGUAGE, i18n } from './i18n';

export const TRANSLATIONS_QUERY_KEY = ['translations'] as const;

/** The bundled texts this page has loaded so far, as dotted keys (the catalogue comes in sections). */
const loaded: Record<string, string> = flattenTexts(CORE_SECTIONS);
const loadedSections = new Set<string>(Object.keys(CORE_SECTIONS));
/** The server's latest overrides, kept for the sections that arrive later. */
let overrides: Record<string, string> = {};
/** The keys overridden in this page right now, so a removed override goes back to its default. */
let applied = new Set<string>();

/**
 * Puts the server's overrides over the loaded catalogue; keys overridden before but not any more
 * return to their default. One 'added' event re-renders what uses the texts.
 */
export function applyOverrides(next: Record<string, string>): void {
  overrides = next;
  const changes: Record<string, string> = {};
  for (const key of applied) {
    if (!(key in next) && key in loaded) changes[key] = loaded[key]!;
  }
  for (const [key, value] of Object.entries(next)) {
    if (key in loaded) changes[key] = value;
  }
  applied = new Set(Object.keys(next).filter((key) => key in loaded));
  if (Object.keys(changes).length > 0) i18n.addResources(DEFAULT_LANGUAGE, 'translation', changes);
}

/** Adds catalogue sections the page is about to show, with the overrides already known for them. */
export function addCatalogueSections(sections: Partial<Catalogue>): void {
  const fresh = Object.fromEntries(Object.entries(sections).filter(([name]) => !loadedSections.has(name)));
  if (Object.keys(fresh).length === 0) return;
  Object.keys(fresh).forEach((name) => loadedSections.add(name));
  Object.assign(loaded, flattenTexts(fresh));
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', structuredClone(fresh), true, true);
  applyOverrides(overrides);
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

/**
 * For a prerendered page: the overrides are asked for at once but applied only after hydration, so
 * React finds the HTML it rendered at build time (the bundled texts); an edited text then replaces
 * its default (docs/decisions/0008).
 */
export async function applyOverridesAfter(committed: Promise<void>): Promise<void> {
  const response = await apiFetch<TranslationsResponse>('/api/translations').catch(() => undefined);
  await committed;
  if (response) applyOverrides(response.overrides);
}
