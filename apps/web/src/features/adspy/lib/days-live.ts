const DAY_MS = 86_400_000;

function epochDay(day: string): number | null {
  const time = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? null : Math.floor(time / DAY_MS);
}

export interface DaysLive {
  /** Still delivering (no stop date, or one not reached yet) or stopped. */
  running: boolean;
  /** Running: whole days since the start (0 on its first day). Stopped: days it ran, both ends counted. */
  days: number;
}

/**
 * How long an ad has been (or was) on air, from the Ad Library's `ad_delivery_start_time` and
 * `ad_delivery_stop_time` days ('YYYY-MM-DD'), counted in UTC days against `now`. Null without a
 * start date. A start after today (clock skew) counts as 0.
 */
export function daysLive(startDate: string | null, stopDate: string | null, now: Date): DaysLive | null {
  const start = startDate ? epochDay(startDate) : null;
  if (start === null) return null;
  const today = Math.floor(now.getTime() / DAY_MS);
  const stop = stopDate ? epochDay(stopDate) : null;
  if (stop === null || stop >= today) return { running: true, days: Math.max(0, today - start) };
  return { running: false, days: Math.max(1, stop - start + 1) };
}

/** The catalogue key of a DaysLive ('No ar há N dias' / 'Ficou no ar N dias'), to pass with `count: days`. */
export function daysLiveKey(live: DaysLive): string {
  return live.running ? 'adSpy.cards.liveDays' : 'adSpy.cards.ranDays';
}
