import { z } from 'zod';
import { isWellFormedText } from '../text.js';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.js';

/**
 * Every text the API reads is built on this. PostgreSQL text cannot hold U+0000 (SQLite would store
 * it), so the NUL character is refused on both databases, before any other check; so is an
 * ill-formed string (a lone surrogate such as '\ud83d', half an emoji), which UTF-8 cannot carry
 * (decision 0077).
 */
export function textField(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine((text) => !text.includes('\u0000'), { message: 'validation.nulCharacter', abort: true })
    .refine(isWellFormedText, { message: 'validation.illFormedText', abort: true });
}

/**
 * Ids the database generates are `integer` on both databases (serial on PostgreSQL, INTEGER
 * PRIMARY KEY on SQLite; decision 0014), so none is above this.
 */
export const RECORD_ID_MAX = 2_147_483_647;

const RECORD_ID_PATTERN = /^[1-9]\d*$/;

/** The id a decimal string names, or null when it is not one or is out of range. */
export function recordIdOf(text: string): number | null {
  if (!RECORD_ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= RECORD_ID_MAX ? id : null;
}

/** No row has id 0: an id above RECORD_ID_MAX is read as 0, so it is not found like any other missing id. */
const NO_RECORD_ID = '0';

/** The one schema of a generated id, in a path, a query or a body: a decimal string, as the API writes ids. */
export function recordIdField(key: string) {
  return textField(key)
    .trim()
    .regex(RECORD_ID_PATTERN, key)
    .transform((id) => (recordIdOf(id) === null ? NO_RECORD_ID : id));
}

/** Messages are catalogue keys; the server and the forms translate them with the same catalogue. */
export const nameField = textField('validation.nameRequired')
  .trim()
  .min(1, 'validation.nameRequired')
  .max(NAME_MAX_LENGTH, 'validation.nameTooLong');

export const emailField = textField('validation.emailRequired')
  .trim()
  .min(1, 'validation.emailRequired')
  .max(EMAIL_MAX_LENGTH, 'validation.emailInvalid')
  .pipe(z.email('validation.emailInvalid'))
  .transform((email) => email.toLowerCase());

export const newPasswordField = textField('validation.passwordRequired')
  .min(1, 'validation.passwordRequired')
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong');

/** On sign-in any stored password is accepted as typed; only presence and the upper bound are checked. */
export const currentPasswordField = textField('validation.passwordRequired')
  .min(1, 'validation.passwordRequired')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong');
