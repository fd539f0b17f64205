import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@blivion/shared';

let common: Set<string> | undefined;

/**
 * True for passwords from the zxcvbn-ts list of about 49,000 most common
 * passwords (case-insensitive). Length and this list are the only rules: no
 * composition rules, as NIST SP 800-63B and OWASP ASVS recommend.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    (dictionary['passwords-common'] as string[])
      .filter((entry) => entry.length >= PASSWORD_MIN_LENGTH)
      .map((entry) => entry.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
