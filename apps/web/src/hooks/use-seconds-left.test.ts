import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Countdown } from './use-seconds-left';
import { useSecondsLeft } from './use-seconds-left';

describe('useSecondsLeft', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('starts a countdown that arrives after mounting at its full wait, never more, and counts it down', () => {
    const { result, rerender } = renderHook((countdown: Countdown | null) => useSecondsLeft(countdown), {
      initialProps: null as Countdown | null,
    });
    expect(result.current).toBe(0);

    // The dialog stayed mounted for 5 s before the wait of 60 s was measured.
    act(() => vi.advanceTimersByTime(5_000));
    const measuredAt = Date.now();
    rerender({ deadline: measuredAt + 60_000, measuredAt });
    expect(result.current).toBe(60);

    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(58);

    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current).toBe(0);
  });
});
