import { fieldError, validationError } from './app-error.js';

/** The sort key of the last item of a page: strings and numbers, opaque to the client. */
export type CursorKey = ReadonlyArray<string | number>;

const INTEGER_MIN = -2_147_483_648;
const INTEGER_MAX = 2_147_483_647;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/**
 * What each part of a key must be: 'integer' fits an integer column (ids, counters), 'instant' is
 * an ISO 8601 UTC instant (a timestamp column), 'number' is any finite number and 'string' any text without NUL (PostgreSQL text cannot hold it).
 * Checked here, so both databases see only values their columns hold.
 */
const PART_CHECKS = {
  integer: (part: unknown) =>
    Number.isInteger(part) && (part as number) >= INTEGER_MIN && (part as number) <= INTEGER_MAX,
  instant: (part: unknown) => typeof part === 'string' && ISO_INSTANT.test(part) && !Number.isNaN(Date.parse(part)),
  number: (part: unknown) => typeof part === 'number' && Number.isFinite(part),
  string: (part: unknown) => typeof part === 'string' && !part.includes('\u0000'),
} as const;
type Shape = ReadonlyArray<keyof typeof PART_CHECKS>;
type KeyOf<S extends Shape> = { [I in keyof S]: S[I] extends 'integer' | 'number' ? number : string };

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * The key inside a cursor, checked against the shape the list expects; a forged or stale
 * cursor is a 400 on the `cursor` field, never a database error.
 */
export function decodeCursor<S extends Shape>(cursor: string | undefined, shape: S): KeyOf<S> | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === shape.length &&
      value.every((part, index) => PART_CHECKS[shape[index]!](part))
    ) {
      return value as KeyOf<S>;
    }
  } catch {
    // fall through to the validation error
  }
  throw validationError(fieldError('cursor', 'validation.cursorInvalid'));
}

/** Takes one row more than the page to know whether another page follows. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
