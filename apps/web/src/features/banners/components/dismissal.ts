import { BANNER_DISMISS_HOURS } from '@blivion/shared/core';
import { readStorage, writeStorage } from '@/lib/storage';

/** The time the strip was closed: a UI preference of this browser. */
export const BANNER_DISMISSED_KEY = 'blivion-banner-dismissed-at';
const DISMISS_MS = BANNER_DISMISS_HOURS * 60 * 60 * 1000;

export function dismissedRecently(now = Date.now()): boolean {
  const stored = Number(readStorage(BANNER_DISMISSED_KEY));
  return Number.isFinite(stored) && stored > 0 && now - stored < DISMISS_MS;
}

export function rememberDismissal(now = Date.now()): void {
  writeStorage(BANNER_DISMISSED_KEY, String(now));
}
