import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { apiErrorOr } from '@/lib/api-errors';
import { i18n } from '@/lib/i18n';

/** A refusal's text: the sales module's own codes (`sales.errors`, loaded with 'Vendas'), else the code's text or the fallback. */
export function salesErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && i18n.exists(`sales.errors.${error.code}`)) return t(`sales.errors.${error.code}`);
  return apiErrorOr(t, error, fallbackKey);
}

/** Controls a thumb reaches: 44 px tall on phones, the design system's 40 px from the sm breakpoint. */
export const TOUCH = 'h-11 sm:h-10';
