import type { Competitor, CompetitorFigures } from '@blivion/shared/adspy';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format';

/** A change with its sign, as Brazilians write numbers: '+3', '−2', '0'. */
export function signed(value: number): string {
  if (value > 0) return `+${formatNumber(value)}`;
  if (value < 0) return `−${formatNumber(-value)}`;
  return '0';
}

export type FigureName =
  'activeAds' | 'yesterdayAds' | 'dailyVariation' | 'dailyGrowth' | 'weeklyChange' | 'monthlyGrowth';

/**
 * The figures beside the active ads, on each card and in the table's columns: the specification's
 * day-over-day growth ((today − yesterday) / yesterday, 100 % from 0) beside the 30-day one.
 */
export const SMALL_FIGURES: FigureName[] = [
  'yesterdayAds',
  'dailyVariation',
  'dailyGrowth',
  'monthlyGrowth',
  'weeklyChange',
];

/** A competitor's figure as the cards and the table show it; null when there is none. */
export function figureText(t: TFunction, figures: CompetitorFigures, name: FigureName): string | null {
  const value = figures[name];
  if (value === null) return null;
  switch (name) {
    case 'activeAds':
    case 'yesterdayAds':
      return formatNumber(value);
    case 'dailyVariation':
    case 'weeklyChange':
      return signed(value);
    case 'dailyGrowth':
    case 'monthlyGrowth':
      return t('adSpy.competitors.percent', { value: signed(value) });
  }
}

/** Why a figure is missing: the snapshot it needs was never taken (a gap is never filled). */
export function missingReason(t: TFunction, figures: CompetitorFigures, name: FigureName): string {
  if (figures.activeAds === null) return t('adSpy.figures.noActiveAds');
  if (name === 'weeklyChange') return t('adSpy.figures.noWeek');
  if (name === 'monthlyGrowth') return t('adSpy.figures.noMonth');
  return t('adSpy.figures.noYesterday');
}

/** The text of the last automatic fetch's failure ('noToken' or an API error reason). */
export function lastErrorText(t: TFunction, error: NonNullable<Competitor['lastError']>): string {
  const key = `adSpy.apiErrors.${error.reason}`;
  return t(key, { defaultValue: t('adSpy.apiErrors.unavailable') });
}
