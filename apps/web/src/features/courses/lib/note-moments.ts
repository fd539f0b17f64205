import { NOTE_TIMESTAMP_PATTERN, secondsOfNoteTimestamp } from '@blivion/shared/core';
import { formatDuration } from '@/lib/duration';

/** A moment of the video a note names: its text as written ('[12:34]') and its seconds. */
export interface NoteMoment {
  text: string;
  seconds: number;
  /** Where it starts in the note. */
  index: number;
}

/** '[12:34]' (or '[1:02:03]' from an hour on) for a position in seconds, as the note's seek links read it. */
export function noteTimestamp(seconds: number): string {
  return `[${formatDuration(seconds)}]`;
}

/** The moments of a note in order; the same moment twice is listed twice (each is where it was written). */
export function noteMoments(body: string): NoteMoment[] {
  const pattern = new RegExp(NOTE_TIMESTAMP_PATTERN.source, 'g');
  return [...body.matchAll(pattern)].map((match) => ({
    text: match[0],
    seconds: secondsOfNoteTimestamp(match),
    index: match.index,
  }));
}

/** `body` with `text` put in at the selection [start, end), with a space before it when it touches a word. */
export function insertAt(body: string, start: number, end: number, text: string): { body: string; caret: number } {
  const before = body.slice(0, start);
  const spaced = before === '' || /\s$/.test(before) ? `${text} ` : ` ${text} `;
  return { body: `${before}${spaced}${body.slice(end)}`, caret: before.length + spaced.length };
}
