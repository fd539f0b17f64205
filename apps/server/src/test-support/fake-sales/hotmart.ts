import { randomUUID } from 'node:crypto';
import type { DeliveryResult, FakeSale } from './delivery.js';
import { post } from './delivery.js';

/**
 * A fake Hotmart that sends the webhook of version 2.0.0 as Hotmart documents it
 * (developers.hotmart.com/docs/pt-BR/2.0.0/webhook/purchase-webhook/, cancel-subscription-webhook/,
 * switch-plan-webhook/): the envelope { id, creation_date (ms), event, version: '2.0.0', data } and
 * the account's hottok in the X-HOTMART-HOTTOK header, over loopback to the URL 'Vendas' shows.
 */
export type HotmartPurchaseEvent =
  | 'PURCHASE_APPROVED'
  | 'PURCHASE_COMPLETE'
  | 'PURCHASE_REFUNDED'
  | 'PURCHASE_CHARGEBACK'
  | 'PURCHASE_PROTEST'
  | 'PURCHASE_BILLET_PRINTED'
  | 'PURCHASE_DELAYED'
  | 'PURCHASE_CANCELED'
  | 'PURCHASE_EXPIRED';

const STATUS: Record<HotmartPurchaseEvent, string> = {
  PURCHASE_APPROVED: 'APPROVED',
  PURCHASE_COMPLETE: 'COMPLETE',
  PURCHASE_REFUNDED: 'REFUNDED',
  PURCHASE_CHARGEBACK: 'CHARGEBACK',
  PURCHASE_PROTEST: 'DISPUTE',
  PURCHASE_BILLET_PRINTED: 'PRINTED_BILLET',
  PURCHASE_DELAYED: 'DELAYED',
  PURCHASE_CANCELED: 'CANCELLED',
  PURCHASE_EXPIRED: 'EXPIRED',
};

export interface HotmartOptions {
  /** creation_date; now unless told. */
  at?: Date;
  approvedAt?: Date;
  /** The subscription's next charge (date_next_charge). */
  nextCharge?: Date;
  /** The subscription's charge number (1 is the first purchase). */
  recurrence?: number;
  id?: string;
}

export type HotmartEnvelope = Record<string, unknown> & { id: string; event: string };

const numericId = (id: string) => (/^\d+$/.test(id) ? Number(id) : 0);

/** A purchase event's envelope, with the producer's view of the sale. */
export function hotmartPurchase(
  event: HotmartPurchaseEvent,
  sale: FakeSale,
  options: HotmartOptions = {},
): HotmartEnvelope {
  const at = options.at ?? new Date();
  const approvedAt = options.approvedAt ?? at;
  const price = sale.price ?? 197;
  const [firstName, ...rest] = sale.buyer.name.split(' ');
  return {
    id: options.id ?? randomUUID(),
    creation_date: at.getTime(),
    event,
    version: '2.0.0',
    data: {
      product: {
        id: numericId(sale.product.id),
        ucode: sale.product.ucode ?? randomUUID(),
        name: sale.product.name,
        warranty_date: new Date(approvedAt.getTime() + 7 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        has_co_production: false,
        is_physical_product: false,
      },
      affiliates: [{ affiliate_code: '', name: '' }],
      buyer: {
        email: sale.buyer.email,
        name: sale.buyer.name,
        first_name: firstName,
        last_name: rest.join(' '),
        checkout_phone: '99999999900',
        checkout_phone_code: '11',
        document: '12345678909',
        document_type: 'CPF',
        address: { country: 'Brasil', country_iso: 'BR', city: 'São Paulo', state: 'SP' },
      },
      producer: { name: 'Academia Blivion', legal_nature: 'Pessoa Jurídica', document: '12345678000190' },
      commissions: [
        { value: Math.round(price * 0.099 * 100) / 100, source: 'MARKETPLACE', currency_value: 'BRL' },
        { value: Math.round(price * 0.901 * 100) / 100, source: 'PRODUCER', currency_value: 'BRL' },
      ],
      purchase: {
        approved_date: approvedAt.getTime(),
        full_price: { value: price, currency_value: 'BRL' },
        original_offer_price: { value: price, currency_value: 'BRL' },
        price: { value: price, currency_value: 'BRL' },
        offer: { code: 'x1y2z3w4' },
        ...(sale.subscription ? { recurrence_number: options.recurrence ?? 1 } : {}),
        subscription_anticipation_purchase: false,
        checkout_country: { name: 'Brasil', iso: 'BR' },
        order_bump: { is_order_bump: false },
        order_date: String(approvedAt.getTime()),
        ...(options.nextCharge ? { date_next_charge: options.nextCharge.getTime() } : {}),
        status: STATUS[event],
        transaction: sale.transaction,
        payment: { installments_number: 1, type: 'CREDIT_CARD' },
        is_funnel: false,
        business_model: 'I',
      },
      ...(sale.subscription
        ? {
            subscription: {
              status: event === 'PURCHASE_APPROVED' || event === 'PURCHASE_COMPLETE' ? 'ACTIVE' : 'INACTIVE',
              plan: { id: 711459, name: 'Plano mensal' },
              subscriber: { code: sale.subscription },
            },
          }
        : {}),
    },
  };
}

/** SUBSCRIPTION_CANCELLATION: the subscriber, the product (id, name), the cancellation and next charge dates. */
export function hotmartCancellation(sale: FakeSale, options: HotmartOptions & { nextCharge: Date }): HotmartEnvelope {
  const at = options.at ?? new Date();
  return {
    id: options.id ?? randomUUID(),
    creation_date: at.getTime(),
    event: 'SUBSCRIPTION_CANCELLATION',
    version: '2.0.0',
    data: {
      date_next_charge: options.nextCharge.getTime(),
      product: { name: sale.product.name, id: numericId(sale.product.id) },
      actual_recurrence_value: sale.price ?? 49.9,
      subscriber: {
        code: sale.subscription,
        name: sale.buyer.name,
        email: sale.buyer.email,
        phone: { dddPhone: '', phone: '', dddCell: '11', cell: '999999999' },
      },
      subscription: { id: 4148584, plan: { name: 'Plano mensal', id: 114680 } },
      cancellation_date: at.getTime(),
    },
  };
}

/** SWITCH_PLAN: the subscription, and the new (current) and the old plan. */
export function hotmartSwitchPlan(sale: FakeSale, options: HotmartOptions = {}): HotmartEnvelope {
  const at = options.at ?? new Date();
  return {
    id: options.id ?? randomUUID(),
    creation_date: at.getTime(),
    event: 'SWITCH_PLAN',
    version: '2.0.0',
    data: {
      switch_plan_date: at.getTime(),
      subscription: {
        subscriber_code: sale.subscription,
        status: 'ACTIVE',
        ...(options.nextCharge ? { date_next_charge: options.nextCharge.getTime() } : {}),
        product: { id: numericId(sale.product.id), name: sale.product.name },
        user: { email: sale.buyer.email },
      },
      plans: [
        { id: 707635, name: 'Plano anual', offer: { key: 'py01ycdp' }, current: true },
        { id: 631288, name: 'Plano mensal', offer: { key: '2nyk0xc3' }, current: false },
      ],
    },
  };
}

/** Sends an envelope as Hotmart does: JSON, the hottok in X-HOTMART-HOTTOK (none when null). */
export function sendHotmart(url: string, hottok: string | null, envelope: HotmartEnvelope): Promise<DeliveryResult> {
  return post(url, JSON.stringify(envelope), hottok === null ? {} : { 'X-HOTMART-HOTTOK': hottok });
}
