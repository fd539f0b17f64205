import type { SalesEventKind } from '@blivion/shared';
import type { NormalizedEvent } from './normalized.js';
import { UnreadablePayload, at, email, moment, parseObject, text } from './normalized.js';

/**
 * Hotmart's webhook, version 2.0.0 (developers.hotmart.com/docs/pt-BR/2.0.0/webhook/, decision
 * 0069): an envelope { id, creation_date (ms), event, version, data }. Purchase events carry
 * data.product, data.buyer, data.purchase (transaction, approved_date, date_next_charge,
 * recurrence_number) and data.subscription; SUBSCRIPTION_CANCELLATION carries data.subscriber and
 * date_next_charge; SWITCH_PLAN data.subscription (subscriber_code, user.email, product).
 */
const KINDS: Record<string, SalesEventKind> = {
  PURCHASE_APPROVED: 'approved',
  PURCHASE_COMPLETE: 'completed',
  PURCHASE_REFUNDED: 'refunded',
  PURCHASE_CHARGEBACK: 'chargeback',
  PURCHASE_PROTEST: 'protest',
  PURCHASE_BILLET_PRINTED: 'pending',
  PURCHASE_DELAYED: 'pending',
  PURCHASE_CANCELED: 'unpaid',
  PURCHASE_EXPIRED: 'unpaid',
  SUBSCRIPTION_CANCELLATION: 'canceled',
  SWITCH_PLAN: 'planChanged',
};

export const HOTMART_VERSION = '2.0.0';

export function readHotmart(body: string): NormalizedEvent {
  const envelope = parseObject('hotmart', body);
  const id = text(envelope.id, 200);
  const event = text(envelope.event, 100);
  if (id === null || event === null || text(envelope.version) !== HOTMART_VERSION) {
    throw new UnreadablePayload('hotmart');
  }
  const data = envelope.data;
  let kind = KINDS[event] ?? 'other';
  // A subscription's later charges come as PURCHASE_APPROVED with recurrence_number 2, 3...
  if (kind === 'approved' && Number(at(data, 'purchase.recurrence_number')) > 1) kind = 'renewed';
  const switchPlan = event === 'SWITCH_PLAN';
  const cancellation = event === 'SUBSCRIPTION_CANCELLATION';
  const product = switchPlan ? at(data, 'subscription.product') : at(data, 'product');
  return {
    externalId: id,
    eventType: event,
    kind,
    occurredAt: moment(envelope.creation_date),
    transaction: text(at(data, 'purchase.transaction'), 200),
    subscriptionRef: text(
      cancellation
        ? at(data, 'subscriber.code')
        : switchPlan
          ? at(data, 'subscription.subscriber_code')
          : at(data, 'subscription.subscriber.code'),
      200,
    ),
    productRef: text(at(product, 'id'), 200) ?? text(at(product, 'ucode'), 200),
    productAltRef: text(at(product, 'id'), 200) === null ? null : text(at(product, 'ucode'), 200),
    productName: text(at(product, 'name'), 200),
    buyerEmail: email(
      cancellation
        ? at(data, 'subscriber.email')
        : switchPlan
          ? at(data, 'subscription.user.email')
          : at(data, 'buyer.email'),
    ),
    buyerName: text(cancellation ? at(data, 'subscriber.name') : at(data, 'buyer.name'), 200),
    approvedAt: moment(at(data, 'purchase.approved_date')),
    periodEnd: moment(
      cancellation
        ? at(data, 'date_next_charge')
        : switchPlan
          ? at(data, 'subscription.date_next_charge')
          : at(data, 'purchase.date_next_charge'),
    ),
  };
}
