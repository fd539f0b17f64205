import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeKind } from '@blivion/shared';
import { UNSUBSCRIBE_KINDS } from '@blivion/shared';

/**
 * The one-click unsubscribe link's token (docs/decisions/0101): '<payload>.<signature>', both
 * base64url; the payload is '<kind>:<member id>', the signature HMAC-SHA256 of the payload under a
 * key derived from the server's AUTH_SECRET for this purpose only. It never expires: the link in an
 * old e-mail still works, and it can only switch that member's e-mail of that kind off.
 */
function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('blivion.notifications.unsubscribe.v1').digest();
}

const signatureOf = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest();

export function unsubscribeToken(secret: string, userId: string, kind: UnsubscribeKind): string {
  const payload = Buffer.from(`${kind}:${userId}`, 'utf8').toString('base64url');
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

/** The member and kind a token names, or null when it was not signed by this server (altered, foreign). */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: UnsubscribeKind } | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const text = Buffer.from(payload, 'base64url').toString('utf8');
  const colon = text.indexOf(':');
  const kind = text.slice(0, colon) as UnsubscribeKind;
  const userId = text.slice(colon + 1);
  if (colon < 1 || !UNSUBSCRIBE_KINDS.includes(kind) || userId === '') return null;
  return { userId, kind };
}

/** The web path of the link (the server answers it with a page; decision 0101). */
export function unsubscribePath(token: string): string {
  return `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
}
