import { createHmac, randomUUID } from 'node:crypto';
import type { SalesPlatform } from '@blivion/shared';
import { Webhook } from 'standardwebhooks';
import { HOTMART_VERSION } from './hotmart.js';

/** The sample buyer of 'Testar': an address of the reserved .invalid domain, never a real member. */
export const SAMPLE_BUYER = { email: 'comprador.teste@blivion.invalid', name: 'Comprador de Teste' };

export interface SampleDelivery {
  body: Buffer;
  headers: Record<string, string>;
  query: Record<string, string>;
}

/**
 * The event 'Testar' replays: an approved purchase of `product` in the platform's own shape,
 * signed with the connection's secret the way the platform signs (decision 0069), so it goes
 * through the same checks as a real delivery.
 */
export function samplePurchase(
  platform: SalesPlatform,
  secret: string,
  product: { id: string; name: string },
  now: Date,
): SampleDelivery {
  const transaction = `TESTE-${randomUUID()}`;
  if (platform === 'hotmart') {
    const body = JSON.stringify({
      id: randomUUID(),
      creation_date: now.getTime(),
      event: 'PURCHASE_APPROVED',
      version: HOTMART_VERSION,
      data: {
        product: {
          // A mapping names Hotmart's numeric id or its ucode: the sample carries the one it names.
          ...(/^\d+$/.test(product.id) ? { id: Number(product.id) } : { ucode: product.id }),
          name: product.name,
          has_co_production: false,
        },
        buyer: { email: SAMPLE_BUYER.email, name: SAMPLE_BUYER.name },
        purchase: {
          approved_date: now.getTime(),
          order_date: now.getTime(),
          status: 'APPROVED',
          transaction,
          price: { value: 97, currency_value: 'BRL' },
          payment: { type: 'PIX', installments_number: 1 },
        },
      },
    });
    return {
      body: Buffer.from(body),
      headers: { 'content-type': 'application/json', 'x-hotmart-hottok': secret },
      query: {},
    };
  }
  if (platform === 'kiwify') {
    const stamp = now.toISOString().slice(0, 16).replace('T', ' ');
    const body = JSON.stringify({
      order_id: transaction,
      order_ref: transaction.slice(6, 13),
      order_status: 'paid',
      webhook_event_type: 'order_approved',
      payment_method: 'pix',
      created_at: stamp,
      updated_at: stamp,
      approved_date: stamp,
      Product: { product_id: product.id, product_name: product.name },
      Customer: { full_name: SAMPLE_BUYER.name, email: SAMPLE_BUYER.email },
      Commissions: { charge_amount: 9700, currency: 'BRL' },
    });
    return {
      body: Buffer.from(body),
      headers: { 'content-type': 'application/json' },
      query: { signature: createHmac('sha1', secret).update(body).digest('hex') },
    };
  }
  const body = JSON.stringify({
    type: 'purchase.approved',
    timestamp: now.toISOString(),
    data: {
      transaction_id: transaction,
      product_id: product.id,
      product_name: product.name,
      buyer: SAMPLE_BUYER,
      approved_at: now.toISOString(),
    },
  });
  const id = `msg_${randomUUID()}`;
  const signedAt = new Date();
  return {
    body: Buffer.from(body),
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, signedAt, body),
    },
    query: {},
  };
}
