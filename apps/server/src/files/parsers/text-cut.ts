import { truncateText } from '@blivion/shared/core';

/** The text within `max` UTF-16 units, cut between characters (truncateText: never in a code point nor a grapheme). */
export function cutText(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  return { text: truncateText(text, max), truncated: true };
}
