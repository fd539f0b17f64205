import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { i18n } from './i18n';

/** The values a refusal carries for its text (the flood limit's {{seconds}}); none for field lists. */
function errorValues(error: ApiError): Record<string, unknown> {
  const details = error.details;
  return details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
}

/** The catalogue text for an API error code, else the server's own Portuguese message, else the fallback key. */
export function apiErrorMessage(t: TFunction, error: unknown, fallbackKey = 'errors.INTERNAL_ERROR'): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) return t(key, errorValues(error));
    if (error.message) return error.message;
  }
  return t(fallbackKey);
}

/** Translates a catalogue key; a text that is not a key is shown as it is. */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return i18n.exists(message) ? t(message) : message;
}

/**
 * For a toast that has its own fallback text ('Não foi possível ...'): a refusal with a stable
 * code shows that code's catalogue text; an unexpected failure shows the fallback.
 */
export function apiErrorOr(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && error.code !== 'INTERNAL_ERROR' && error.code !== 'BAD_REQUEST') {
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) return t(key, errorValues(error));
  }
  return t(fallbackKey);
}

/** The catalogue title a server refusal names in details.titleKey (uploads), else the fallback. */
export function apiErrorTitle(t: TFunction, error: unknown, fallbackKey: string): string {
  const details = error instanceof ApiError ? (error.details as { titleKey?: unknown } | undefined) : undefined;
  const key = typeof details?.titleKey === 'string' ? details.titleKey : null;
  return key && i18n.exists(key) ? t(key) : t(fallbackKey);
}
