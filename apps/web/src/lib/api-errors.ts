import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { i18n } from './i18n';

/** The catalogue text for an API error code, else the server's own Portuguese message, else the fallback key. */
export function apiErrorMessage(t: TFunction, error: unknown, fallbackKey = 'errors.INTERNAL_ERROR'): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) return t(key);
    if (error.message) return error.message;
  }
  return t(fallbackKey);
}

/** Translates a catalogue key; a text that is not a key is shown as it is. */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return i18n.exists(message) ? t(message) : message;
}
