import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * The words for a refusal in the lab: the AI codes' texts live in the lab's own section
 * (`aiLab.errors`, out of the section every page loads), the others in `errors`; else the
 * server's own Portuguese message; an unexpected failure shows the fallback.
 */
export function labErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (!isApiError(error) || error.code === 'INTERNAL_ERROR' || error.code === 'NETWORK_ERROR') return t(fallbackKey);
  const details = error.details;
  const values = (details && typeof details === 'object' && !Array.isArray(details) ? details : {}) as Record<
    string,
    unknown
  >;
  for (const key of [`aiLab.errors.${error.code}`, `errors.${error.code}`]) {
    if (i18n.exists(key)) return t(key, values);
  }
  return error.message || t(fallbackKey);
}
