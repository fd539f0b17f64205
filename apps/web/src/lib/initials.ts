import { truncateText } from '@blivion/shared/core';

/** The first two letters of the name in upper case (never half an emoji), or the fallback ('BL'). */
export function initialsOf(name: string | null | undefined, fallback: string): string {
  const letters = truncateText((name ?? '').trim(), 2);
  return letters ? letters.toUpperCase() : fallback;
}
