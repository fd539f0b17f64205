import type { SalesEventKind } from '@blivion/shared';
import type { NormalizedEvent } from './normalized.js';
import { UnreadablePayload, at, email, moment, parseObject, text } from './normalized.js';

/**
 * The generic signed webhook: Standard Webhooks 1.0.0 (standardwebhooks.com) signs it; the body
 * follows the spec's recommended { type, timestamp, data } with our event types and data fields
 * (decision 0069, and the help text in 'Vendas'). The webhook-id header is the event's id.
 */
const KINDS: Record<string, SalesEventKind> = {
  'purchase.approved': 'approved',
  'purchase.completed': 'completed',
  'subscription.renewed': 'renewed',
  'purchase.refunded': 'refunded',
  'purchase.chargeback': 'chargeback',
  'purchase.disputed': 'protest',
  'subscription.canceled': 'canceled',
  'purchase.pending': 'pending',
  'purchase.expired': 'unpaid',
};

export function readStandard(body: string, webhookId: string, webhookTimestamp: Date): NormalizedEvent {
  const payload = parseObject('standard', body);
  const type = text(payload.type, 100);
  if (type === null) throw new UnreadablePayload('standard');
  const data = payload.data;
  return {
    externalId: webhookId,
    eventType: type,
    kind: KINDS[type] ?? 'other',
    occurredAt: moment(payload.timestamp) ?? webhookTimestamp,
    transaction: text(at(data, 'transaction_id'), 200),
    subscriptionRef: text(at(data, 'subscription_id'), 200),
    productRef: text(at(data, 'product_id'), 200),
    productAltRef: null,
    productName: text(at(data, 'product_name'), 200),
    buyerEmail: email(at(data, 'buyer.email')),
    buyerName: text(at(data, 'buyer.name'), 200),
    approvedAt: moment(at(data, 'approved_at')),
    periodEnd: moment(at(data, 'access_until')),
  };
}
