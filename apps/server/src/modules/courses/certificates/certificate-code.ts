import { randomInt } from 'node:crypto';

/** Crockford's base-32 digits: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
const DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 5;
const GROUP_LENGTH = 4;

/** A new verification code: 20 random base-32 digits (100 bits) in groups of four, 'XXXX-XXXX-XXXX-XXXX-XXXX'. */
export function newCertificateCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => DIGITS[randomInt(DIGITS.length)]).join(''),
  );
  return groups.join('-');
}

/**
 * A code as typed or linked, in the stored form: case, spaces and hyphens aside, and the letters
 * Crockford's base 32 reads as digits (O as 0, I and L as 1). Null when it cannot be a code.
 */
export function normalizeCertificateCode(text: string): string | null {
  const digits = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (digits.length !== GROUPS * GROUP_LENGTH || [...digits].some((char) => !DIGITS.includes(char))) return null;
  return digits.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))!.join('-');
}

/** The storage name of a certificate's PDF. */
export function certificatePdfName(code: string): string {
  return `course-certificate-${code.replace(/-/g, '').toLowerCase()}.pdf`;
}
