import { createHmac, randomUUID } from 'node:crypto';
import type { DeliveryResult, FakeSale } from './delivery.js';
import { post } from './delivery.js';

/**
 * A sender of Standard Webhooks (standardwebhooks.com, spec 1.0.0), signing with node's crypto
 * rather than the library the server verifies with: `webhook-signature` is `v1,` and the base64
 * HMAC-SHA256, under the secret's base64-decoded bytes, of `<webhook-id>.<webhook-timestamp>.<body>`.
 */
export function standardSignature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

export function standardEvent(type: string, sale: FakeSale, options: { at?: Date; accessUntil?: Date } = {}) {
  const at = options.at ?? new Date();
  return {
    type,
    timestamp: at.toISOString(),
    data: {
      transaction_id: sale.transaction,
      product_id: sale.product.id,
      product_name: sale.product.name,
      buyer: sale.buyer,
      approved_at: at.toISOString(),
      ...(sale.subscription ? { subscription_id: sale.subscription } : {}),
      ...(options.accessUntil ? { access_until: options.accessUntil.toISOString() } : {}),
    },
  };
}

export function sendStandard(
  url: string,
  secret: string,
  payload: unknown,
  options: { id?: string; timestamp?: Date; signature?: string } = {},
): Promise<DeliveryResult> {
  const body = JSON.stringify(payload);
  const id = options.id ?? `msg_${randomUUID()}`;
  const seconds = Math.floor((options.timestamp ?? new Date()).getTime() / 1000);
  return post(url, body, {
    'webhook-id': id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': options.signature ?? standardSignature(secret, id, seconds, body),
  });
}
