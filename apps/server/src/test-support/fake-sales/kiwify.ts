import { createHmac, randomBytes } from 'node:crypto';
import type { DeliveryResult, FakeSale } from './delivery.js';
import { post } from './delivery.js';

/**
 * A fake Kiwify that sends its sales webhook as Kiwify documents it
 * (docs.kiwify.com.br/api-reference/webhooks/receiving and .../subscription-events): the order at
 * the root (order_id, order_status, webhook_event_type, dates as 'yyyy-mm-dd hh:mm' in Brasília
 * time), Product, Customer, Commissions, subscription_id and Subscription; POSTed to the URL with
 * `signature` = HMAC-SHA1 (hex) of the exact body under the webhook's token.
 */
export type KiwifyEvent =
  | 'order_approved'
  | 'order_refunded'
  | 'chargeback'
  | 'subscription_renewed'
  | 'subscription_canceled'
  | 'subscription_late'
  | 'billet_created'
  | 'pix_created'
  | 'order_rejected';

const ORDER_STATUS: Record<KiwifyEvent, string> = {
  order_approved: 'paid',
  order_refunded: 'refunded',
  chargeback: 'chargedback',
  subscription_renewed: 'paid',
  subscription_canceled: 'paid',
  subscription_late: 'refused',
  billet_created: 'waiting_payment',
  pix_created: 'waiting_payment',
  order_rejected: 'refused',
};

/** 'yyyy-mm-dd hh:mm' in Brasília time (UTC-3), as Kiwify writes its dates. */
export function kiwifyDate(at: Date): string {
  return new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

export interface KiwifyOptions {
  at?: Date;
  approvedAt?: Date;
  /** The end of the paid period (Subscription.customer_access.access_until), for a subscription. */
  accessUntil?: Date;
}

export function kiwifyOrder(event: KiwifyEvent, sale: FakeSale, options: KiwifyOptions = {}): Record<string, unknown> {
  const at = options.at ?? new Date();
  const approvedAt = options.approvedAt ?? at;
  const paid = !['billet_created', 'pix_created', 'order_rejected'].includes(event);
  const refunded = event === 'order_refunded' || event === 'chargeback';
  const cents = Math.round((sale.price ?? 97) * 100);
  return {
    order_id: sale.transaction,
    order_ref: sale.transaction.slice(0, 7),
    order_status: ORDER_STATUS[event],
    product_type: 'membership',
    payment_method: 'credit_card',
    store_id: 'loja-blivion',
    installments: 1,
    card_type: 'mastercard',
    card_last4digits: '4242',
    sale_type: 'producer',
    created_at: kiwifyDate(approvedAt),
    updated_at: kiwifyDate(at),
    approved_date: paid ? kiwifyDate(approvedAt) : null,
    refunded_at: refunded ? kiwifyDate(at) : null,
    webhook_event_type: event,
    Product: { product_id: sale.product.id, product_name: sale.product.name },
    Customer: {
      full_name: sale.buyer.name,
      first_name: sale.buyer.name.split(' ')[0],
      email: sale.buyer.email,
      mobile: '+5511999999999',
      CPF: '12345678909',
      ip: '127.0.0.1',
    },
    Commissions: {
      charge_amount: cents,
      product_base_price: cents,
      kiwify_fee: Math.round(cents * 0.0899),
      currency: 'BRL',
      my_commission: Math.round(cents * 0.9101),
    },
    TrackingParameters: { src: null, sck: null, utm_source: null, utm_medium: null, utm_campaign: null },
    ...(sale.subscription
      ? {
          subscription_id: sale.subscription,
          Subscription: {
            id: sale.subscription,
            start_date: approvedAt.toISOString(),
            next_payment: options.accessUntil?.toISOString() ?? null,
            status: event === 'subscription_canceled' ? 'canceled' : 'active',
            customer_access: {
              has_access: event !== 'subscription_canceled',
              active_period: true,
              access_until: options.accessUntil?.toISOString() ?? null,
            },
            plan: { id: 'plano-mensal', name: 'Mensal', frequency: 'monthly', qty_charges: 0 },
          },
        }
      : {}),
  };
}

/** Sends a payload as Kiwify does: JSON, `?signature=` the HMAC-SHA1 of the body (a wrong one when told). */
export function sendKiwify(
  url: string,
  token: string,
  payload: Record<string, unknown>,
  options: { badSignature?: boolean } = {},
): Promise<DeliveryResult> {
  const body = JSON.stringify(payload);
  const signature = options.badSignature
    ? randomBytes(20).toString('hex')
    : createHmac('sha1', token).update(body).digest('hex');
  return post(`${url}?signature=${signature}`, body);
}

export function newKiwifyOrderId(): string {
  return `${randomBytes(4).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}`;
}
