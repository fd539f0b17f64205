import { FORUM_TIME_ZONE } from '@blivion/shared';

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: FORUM_TIME_ZONE, year: 'numeric', month: '2-digit' });

/**
 * The credit month of an instant, 'yyyy-mm' in the academy's time zone (Brasília, as the forum's
 * month): the allowance, the cap and the month's spending all count by it (docs/decisions/0038).
 */
export function creditMonth(at: Date): string {
  const parts = monthFormat.formatToParts(at);
  const year = parts.find((part) => part.type === 'year')!.value;
  const month = parts.find((part) => part.type === 'month')!.value;
  return `${year}-${month}`;
}

/** This month's spending of a balance row (its counter belongs to another month when stale). */
export function spentIn(month: string, row: { month: string; month_spent: number } | undefined): number {
  return row && row.month === month ? row.month_spent : 0;
}
