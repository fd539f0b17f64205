import { FORUM_TIME_ZONE } from '@blivion/shared';

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: FORUM_TIME_ZONE, year: 'numeric', month: '2-digit' });

/** The ranking month of an instant, 'YYYY-MM' in Brasília time (a post at 23:30 on the 31st counts for that month). */
export function scorePeriod(at: Date): string {
  const parts = monthFormat.formatToParts(at);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${year}-${month}`;
}

/** The all-time period of the ranking counters. */
export const ALL_TIME = 'all';
