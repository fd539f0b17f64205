import { fieldError, validationError } from './app-error.js';

/** The sort key of the last item of a page: strings and numbers, opaque to the client. */
export type CursorKey = ReadonlyArray<string | number>;
type Shape = ReadonlyArray<'string' | 'number'>;
type KeyOf<S extends Shape> = { [I in keyof S]: S[I] extends 'number' ? number : string };

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
      value.every((part, index) =>
        shape[index] === 'number' ? typeof part === 'number' && Number.isFinite(part) : typeof part === 'string',
      )
    ) {
      return value as KeyOf<S>;
    }
  } catch {
    // fall through to the validation error
  }
  throw validationError(fieldError('cursor', 'forumValidation.cursorInvalid'));
}

/** Takes one row more than the page to know whether another page follows. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
