import type { AiUnavailableReason } from '@blivion/shared';

/** A provider's key state as rows carry it (has_key is 0/1 on SQLite). */
export interface KeyState {
  has_key: unknown;
  key_status: string;
}

/**
 * A model can answer when its provider has a key that is not known to fail: a key just saved
 * ('untested') is tried, a failing one waits for the admin to fix or test it again.
 */
export function unavailableReasonOf(state: KeyState): AiUnavailableReason | null {
  if (!state.has_key) return 'noKey';
  if (state.key_status === 'failing') return 'keyFailing';
  return null;
}
