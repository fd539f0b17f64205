// Without zod: the player's notes read these on every signed-in page's shared code (the web's
// note-moments), where a schema module would bring zod into the first load.

/** The moments '[mm:ss]' / '[h:mm:ss]' a note names, as seconds (for the player's seek links). */
export const NOTE_TIMESTAMP_PATTERN = /\[(?:(\d{1,2}):)?([0-5]?\d):([0-5]\d)\]/g;

/** The seconds a match of NOTE_TIMESTAMP_PATTERN names. */
export function secondsOfNoteTimestamp(match: RegExpExecArray | RegExpMatchArray): number {
  const [, hours, minutes, seconds] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}
