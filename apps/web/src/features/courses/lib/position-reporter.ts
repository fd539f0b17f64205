/** How often the player reports the position while a lesson plays (the contract: about every 10 s). */
export const POSITION_REPORT_INTERVAL_MS = 10_000;
/** The most seconds watched one report may carry (the server's COURSE_WATCH_DELTA_MAX_SECONDS). */
export const WATCH_DELTA_MAX_SECONDS = 15 * 60;
/** Slack for the player's clock against the wall clock between two readings (buffering, timer drift). */
const WATCH_SLACK_SECONDS = 1.5;

export interface PositionReport {
  positionSeconds: number;
  secondsWatchedDelta: number;
}

export type SendReport = (report: PositionReport, options: { keepalive: boolean }) => Promise<unknown>;

export interface PositionReporter {
  /** A reading of the player: where it is and whether it plays. Sends at most once per interval while playing. */
  update(positionSeconds: number, playing: boolean): void;
  /** Sends what has not been sent (on pause, at the end, when leaving the lesson or the page). */
  flush(options?: { keepalive?: boolean }): void;
}

/**
 * Throttles the player's position reports: the first reading that plays is sent at once (the
 * lesson becomes the course's last watched), then at most one report per interval while it plays,
 * and whatever is left when flushed. Seconds watched count only the time that played forward at
 * about real speed: a seek (a jump ahead) is not watching. A report that fails gives its seconds
 * back to the next one.
 */
export function createPositionReporter(
  send: SendReport,
  {
    intervalMs = POSITION_REPORT_INTERVAL_MS,
    now = () => Date.now(),
  }: { intervalMs?: number; now?: () => number } = {},
): PositionReporter {
  let position: number | null = null;
  let lastReading: { position: number; at: number } | null = null;
  let watched = 0;
  let dirty = false;
  let sentAt = -Infinity;

  function sendNow(keepalive: boolean) {
    if (position === null) return;
    const delta = Math.min(Math.floor(watched), WATCH_DELTA_MAX_SECONDS);
    watched -= delta;
    dirty = false;
    sentAt = now();
    send({ positionSeconds: Math.max(0, Math.floor(position)), secondsWatchedDelta: delta }, { keepalive }).catch(
      () => {
        watched += delta;
        dirty = true;
      },
    );
  }

  return {
    update(positionSeconds, playing) {
      if (!Number.isFinite(positionSeconds) || positionSeconds < 0) return;
      const at = now();
      if (playing && lastReading) {
        const advanced = positionSeconds - lastReading.position;
        const elapsed = (at - lastReading.at) / 1000;
        if (advanced > 0 && advanced <= elapsed + WATCH_SLACK_SECONDS) watched += advanced;
      }
      lastReading = playing ? { position: positionSeconds, at } : null;
      if (position !== positionSeconds) dirty = true;
      position = positionSeconds;
      if (playing && dirty && at - sentAt >= intervalMs) sendNow(false);
    },
    flush({ keepalive = false } = {}) {
      if (dirty || watched >= 1) sendNow(keepalive);
    },
  };
}
