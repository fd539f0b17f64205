import { createHash } from 'node:crypto';
import type { SalesEventKind } from '@blivion/shared';
import type { NormalizedEvent } from './normalized.js';
import { UnreadablePayload, at, email, latest, moment, parseObject, text } from './normalized.js';

/**
 * Kiwify's sales webhook (docs.kiwify.com.br/api-reference/webhooks/receiving and
 * .../subscription-events, decision 0069): the order at the root (order_id, order_status,
 * webhook_event_type, approved_date, refunded_at, updated_at), Product, Customer, subscription_id
 * and Subscription (status, next_payment, customer_access.access_until). There is no event id: one
 * order's event is (order_id, webhook_event_type), which is what a retry repeats.
 */
const KINDS: Record<string, SalesEventKind> = {
  order_approved: 'approved',
  subscription_renewed: 'renewed',
  order_refunded: 'refunded',
  chargeback: 'chargeback',
  subscription_canceled: 'canceled',
  billet_created: 'pending',
  pix_created: 'pending',
  waiting_payment: 'pending',
  subscription_late: 'pending',
  order_rejected: 'unpaid',
};

export function readKiwify(body: string): NormalizedEvent {
  const order = parseObject('kiwify', body);
  const orderId = text(order.order_id, 200);
  const event = text(order.webhook_event_type, 100);
  if (event === null) throw new UnreadablePayload('kiwify');
  const approvedAt = moment(order.approved_date);
  return {
    // An event without an order (abandoned carts) is keyed by its body: the same delivery is the same event.
    externalId: `${orderId ?? createHash('sha256').update(body).digest('hex').slice(0, 32)}:${event}`,
    eventType: event,
    kind: KINDS[event] ?? 'other',
    occurredAt: latest(moment(order.updated_at), moment(order.refunded_at), approvedAt, moment(order.created_at)),
    transaction: orderId,
    subscriptionRef: text(order.subscription_id, 200) ?? text(at(order, 'Subscription.id'), 200),
    productRef: text(at(order, 'Product.product_id'), 200),
    productAltRef: null,
    productName: text(at(order, 'Product.product_name'), 200),
    buyerEmail: email(at(order, 'Customer.email')),
    buyerName: text(at(order, 'Customer.full_name'), 200),
    approvedAt,
    periodEnd:
      moment(at(order, 'Subscription.customer_access.access_until')) ?? moment(at(order, 'Subscription.next_payment')),
  };
}
