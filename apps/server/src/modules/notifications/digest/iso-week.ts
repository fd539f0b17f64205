import type { DigestWeek } from '../../../server-module.js';

const DAY_MS = 86_400_000;

/** The ISO 8601 week (UTC) a moment falls in: '2026-W48', from its Monday 00:00 UTC to the next. */
export function isoWeekOf(at: Date): DigestWeek {
  const day = Math.floor(at.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const monday = day - ((((day + 3) % 7) + 7) % 7);
  const thursday = new Date((monday + 3) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = Date.UTC(year, 0, 1) + ((4 - new Date(Date.UTC(year, 0, 1)).getUTCDay() + 7) % 7) * DAY_MS;
  const number = Math.round((thursday.getTime() - firstThursday) / (7 * DAY_MS)) + 1;
  return {
    week: `${year}-W${String(number).padStart(2, '0')}`,
    from: new Date(monday * DAY_MS),
    to: new Date((monday + 7) * DAY_MS),
  };
}

/** The week before the one `at` falls in: the week a digest sent at `at` tells about. */
export function previousIsoWeek(at: Date): DigestWeek {
  return isoWeekOf(new Date(isoWeekOf(at).from.getTime() - DAY_MS));
}
