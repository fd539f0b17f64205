import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_COOKIE_PREFIX } from './auth.js';

/** The session cookie's name, with the __Secure- prefix better-auth adds under https. */
export function sessionCookieName(secure: boolean): string {
  return `${secure ? '__Secure-' : ''}${SESSION_COOKIE_PREFIX}.session_token`;
}

/** A cookie's value as better-call reads it: the first of that name, URI-decoded, without quotes. */
export function readCookie(header: string, name: string): string | null {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return null;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        return value.includes('%') ? decodeURIComponent(value) : value;
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return null;
}

/**
 * The session token of a signed cookie value, or null when the signature is not ours. better-call
 * signs `token.base64(HMAC-SHA256(secret, token))` (better-call/dist/crypto.mjs); this checks the
 * same signature with node:crypto, synchronously, instead of WebCrypto's thread-pool round trip.
 */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  if (given.length !== expected.length || given.toString('base64') !== signature) return null;
  return timingSafeEqual(given, expected) ? token : null;
}

/** How many accepted cookie values a process remembers; the oldest is forgotten first. */
const VERIFIED_COOKIES_KEPT = 10_000;

/**
 * A cookie check (verifySignedToken with the app's secret) that remembers the values it accepted:
 * the HMAC was a few µs of every signed-in request, and a browser sends the same value until its
 * session is refreshed. Only accepted values are kept, keyed by the whole signed value, so a hit is
 * exactly a value the check accepted; whether its session still exists is the database's answer,
 * asked every time.
 */
export function rememberingAccepted(check: (value: string) => string | null, kept = VERIFIED_COOKIES_KEPT) {
  const accepted = new Map<string, string>();
  return (value: string): string | null => {
    const known = accepted.get(value);
    if (known !== undefined) return known;
    const token = check(value);
    if (token === null) return null;
    if (accepted.size >= kept) accepted.delete(accepted.keys().next().value!);
    accepted.set(value, token);
    return token;
  };
}
