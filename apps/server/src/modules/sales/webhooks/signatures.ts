import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SalesPlatform } from '@blivion/shared';
import { SALES_WEBHOOK_TOLERANCE_SECONDS } from '@blivion/shared';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

/** Why a delivery was refused before anything of it was read (kept as a count, without the body). */
export type RejectionReason = 'signature' | 'timestamp';

/** What a delivery carries besides its body: its headers (lower-case names) and its query. */
export interface DeliveryCredentials {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
}

export type Verification =
  { ok: true; standard?: { webhookId: string; timestamp: Date } } | { ok: false; reason: RejectionReason };

function header(credentials: DeliveryCredentials, name: string): string | undefined {
  const value = credentials.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Equal texts, compared in constant time whatever their lengths (both hashed to 32 bytes first). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

/** Hotmart: the account's hottok in the X-HOTMART-HOTTOK header of every request. */
function verifyHotmart(credentials: DeliveryCredentials, secret: string): Verification {
  const hottok = header(credentials, 'x-hotmart-hottok');
  return hottok !== undefined && sameSecret(hottok, secret) ? { ok: true } : { ok: false, reason: 'signature' };
}

/** Kiwify: `?signature=` is the HMAC-SHA1 of the raw body under the webhook's token, 40 hex digits. */
export function kiwifySignature(body: Buffer | string, token: string): string {
  return createHmac('sha1', token).update(body).digest('hex');
}

function verifyKiwify(credentials: DeliveryCredentials, body: Buffer, secret: string): Verification {
  const given = credentials.query.signature;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{40}$/.test(given)) return { ok: false, reason: 'signature' };
  const expected = createHmac('sha1', secret).update(body).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected) ? { ok: true } : { ok: false, reason: 'signature' };
}

/**
 * Standard Webhooks (the `standardwebhooks` library, spec 1.0.0): webhook-id, webhook-timestamp
 * and webhook-signature (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`, several allowed); the
 * library refuses a timestamp more than 5 minutes away and compares in constant time.
 */
function verifyStandard(credentials: DeliveryCredentials, body: Buffer, secret: string): Verification {
  const webhookId = header(credentials, 'webhook-id');
  const timestamp = header(credentials, 'webhook-timestamp');
  const signature = header(credentials, 'webhook-signature');
  if (!webhookId || !timestamp || !signature || webhookId.length > 200) return { ok: false, reason: 'signature' };
  const seconds = Number(timestamp);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Date.now() / 1000 - seconds) > SALES_WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'timestamp' };
  }
  try {
    new Webhook(secret).verify(
      body.toString('utf8'),
      { 'webhook-id': webhookId, 'webhook-timestamp': timestamp, 'webhook-signature': signature },
      { jsonParse: false },
    );
  } catch (error) {
    if (error instanceof WebhookVerificationError) return { ok: false, reason: 'signature' };
    throw error;
  }
  return { ok: true, standard: { webhookId, timestamp: new Date(seconds * 1000) } };
}

/** Checks a delivery against its connection's secret, before its body is parsed or stored. */
export function verifyDelivery(
  platform: SalesPlatform,
  credentials: DeliveryCredentials,
  body: Buffer,
  secret: string,
): Verification {
  if (platform === 'hotmart') return verifyHotmart(credentials, secret);
  if (platform === 'kiwify') return verifyKiwify(credentials, body, secret);
  return verifyStandard(credentials, body, secret);
}
