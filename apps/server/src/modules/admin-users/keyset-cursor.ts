import { fieldError, validationError } from '../../http/app-error.js';
import type { SortKey } from './admin-users.repository.js';

/** The position after the last member of a page: its sort name and id, opaque to the client. */
export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify([key.name, key.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): SortKey | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((part) => typeof part === 'string' && !part.includes('\u0000'))
    ) {
      return { name: value[0] as string, id: value[1] as string };
    }
  } catch {
    // fall through to the validation error
  }
  throw validationError(fieldError('cursor', 'adminValidation.cursorInvalid'));
}
