import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** The server's field errors (400 VALIDATION_ERROR) by field, in the catalogue's words. */
export function fieldErrorOf(t: TFunction, error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.details)) return {};
  const fields: Record<string, string> = {};
  for (const detail of error.details as Array<{ field?: unknown; key?: unknown; message?: unknown }>) {
    if (typeof detail.field !== 'string') continue;
    const key = typeof detail.key === 'string' && i18n.exists(detail.key) ? detail.key : null;
    fields[detail.field] = key ? t(key) : String(detail.message ?? '');
  }
  return fields;
}
