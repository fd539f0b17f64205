import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { apiErrorOr } from '@/lib/api-errors';
import { i18n } from '@/lib/i18n';

/**
 * What went wrong, for a toast or an inline message: the Ad Library's reason when the server gives
 * one (rate limited, every token invalid, our bad request...), then AdSpy's own code texts
 * (`adSpy.errors`, out of the section every page loads), else the code's text or the fallback.
 */
export function adSpyErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    const keys = [typeof reason === 'string' ? `adSpy.apiErrors.${reason}` : null, `adSpy.errors.${error.code}`];
    const key = keys.find((candidate) => candidate !== null && i18n.exists(candidate));
    if (key) return t(key);
  }
  return apiErrorOr(t, error, fallbackKey);
}
