import { useEffect, useState } from 'react';

/** A wait measured at `measuredAt` (epoch ms, this browser's clock) that ends at `deadline`. */
export interface Countdown {
  deadline: number;
  measuredAt: number;
}

/** Whole seconds left of a countdown, updated several times a second until it reaches 0. */
export function useSecondsLeft(countdown: Countdown | null): number {
  const [now, setNow] = useState(() => Date.now());
  const deadline = countdown?.deadline ?? null;
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  if (countdown === null) return 0;
  // A clock reading older than the measurement (taken before the countdown existed) would show more
  // than the wait itself, 61 of 60 seconds: until the next tick, the measurement is the time.
  return Math.max(0, Math.ceil((countdown.deadline - Math.max(now, countdown.measuredAt)) / 1000));
}
