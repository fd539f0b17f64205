import { randomUUID } from 'node:crypto';
import type { SalesEventKind } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, uniqueEmail, type TestMember } from '../../../test-support/factories.js';
import type { FakeSale } from '../../../test-support/fake-sales/delivery.js';
import {
  hotmartCancellation,
  hotmartPurchase,
  hotmartSwitchPlan,
  sendHotmart,
  type HotmartEnvelope,
} from '../../../test-support/fake-sales/hotmart.js';
import {
  kiwifyOrder,
  newKiwifyOrderId,
  sendKiwify,
  type KiwifyEvent,
} from '../../../test-support/fake-sales/kiwify.js';
import { sendStandard, standardEvent } from '../../../test-support/fake-sales/standard.js';
import { listenOnLoopback, salesApi } from '../../../test-support/sales.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';

function sale(overrides: Partial<FakeSale> = {}): FakeSale {
  return {
    transaction: `HP${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    product: { id: '3526906', name: 'Curso Tráfego Pago', ucode: randomUUID() },
    buyer: { email: uniqueEmail('comprador'), name: 'João Comprador' },
    ...overrides,
  };
}

/**
 * The platforms' envelopes over loopback, with and without a valid signature (issue 31): a valid
 * delivery is stored as the event the platform meant; a refused one is 401 and leaves nothing but
 * the count of refused attempts.
 */
describe('sales webhooks: the platforms over loopback', () => {
  let t: TestApp;
  let staff: TestMember;
  let base: string;
  let sales: ReturnType<typeof salesApi>;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createStaff(t.app, 'admin');
    base = await listenOnLoopback(t.app);
    sales = salesApi(t);
  }, 60_000);
  afterAll(() => t.close(), 60_000);

  async function storedEvents() {
    return (await sales.events(staff, '?limit=100')).items;
  }

  async function rejectedOf(connectionId: string) {
    const list = await sales.admin.ok<{ items: { id: string; rejectedLastDay: number }[] }>(
      sales.admin.request(staff, 'GET', '/connections'),
    );
    return list.items.find((item) => item.id === connectionId)!.rejectedLastDay;
  }

  it('Hotmart 2.0.0: each envelope with the right X-HOTMART-HOTTOK is stored as its event; a wrong or missing hottok is 401', async () => {
    const hotmart = await sales.connect(staff, 'hotmart', base);
    const subscription = sale({ subscription: 'QO4THU04' });
    const cases: [HotmartEnvelope, SalesEventKind][] = [
      [
        hotmartPurchase('PURCHASE_APPROVED', subscription, { nextCharge: new Date(Date.now() + 30 * 86_400_000) }),
        'approved',
      ],
      [hotmartPurchase('PURCHASE_COMPLETE', subscription), 'completed'],
      [hotmartPurchase('PURCHASE_REFUNDED', subscription), 'refunded'],
      [hotmartPurchase('PURCHASE_CHARGEBACK', subscription), 'chargeback'],
      [hotmartPurchase('PURCHASE_PROTEST', subscription), 'protest'],
      [hotmartPurchase('PURCHASE_BILLET_PRINTED', subscription), 'pending'],
      [hotmartPurchase('PURCHASE_APPROVED', subscription, { recurrence: 2 }), 'renewed'],
      [hotmartCancellation(subscription, { nextCharge: new Date(Date.now() + 10 * 86_400_000) }), 'canceled'],
      [hotmartSwitchPlan(subscription), 'planChanged'],
    ];
    for (const [envelope, kind] of cases) {
      const wrong = await sendHotmart(hotmart.url, 'hottok-errado-000', envelope);
      expect(wrong.status, envelope.event).toBe(401);
      expect(JSON.parse(wrong.body).error.code).toBe('SALES_WEBHOOK_UNAUTHENTICATED');
      expect((await sendHotmart(hotmart.url, null, envelope)).status).toBe(401);
      const accepted = await sendHotmart(hotmart.url, hotmart.secret, envelope);
      expect(accepted.status, envelope.event).toBe(200);
      expect(JSON.parse(accepted.body)).toEqual({ received: true, duplicate: false });
      const stored = (await storedEvents()).find((event) => event.eventType === envelope.event && event.kind === kind);
      expect(stored, `${envelope.event} stored as ${kind}`).toBeDefined();
      expect(stored!.buyerEmail).toBe(subscription.buyer.email);
      if (envelope.event.startsWith('PURCHASE')) expect(stored!.transaction).toBe(subscription.transaction);
    }
    expect(await rejectedOf(hotmart.connection.id)).toBe(cases.length * 2);
    // Nothing of a refused delivery was stored: every event seen came with the right hottok.
    expect((await storedEvents()).filter((event) => event.connectionId === hotmart.connection.id)).toHaveLength(
      cases.length,
    );
    await sales.drain();
  });

  it('Kiwify: each payload with signature = HMAC-SHA1 of the body under the token is stored; a wrong or missing one is 401', async () => {
    const kiwify = await sales.connect(staff, 'kiwify', base);
    const order = sale({
      transaction: newKiwifyOrderId(),
      product: { id: 'b5a8f0c2-kiwi', name: 'Mentoria' },
      subscription: 'sub-kiwi-1',
    });
    const cases: [KiwifyEvent, SalesEventKind][] = [
      ['order_approved', 'approved'],
      ['order_refunded', 'refunded'],
      ['chargeback', 'chargeback'],
      ['subscription_renewed', 'renewed'],
      ['subscription_canceled', 'canceled'],
      ['pix_created', 'pending'],
    ];
    for (const [type, kind] of cases) {
      const payload = kiwifyOrder(type, order, { accessUntil: new Date(Date.now() + 30 * 86_400_000) });
      expect((await sendKiwify(kiwify.url, kiwify.secret, payload, { badSignature: true })).status).toBe(401);
      expect((await sendKiwify(kiwify.url, 'outro-token-qualquer', payload)).status).toBe(401);
      const unsigned = await fetch(kiwify.url, { method: 'POST', body: JSON.stringify(payload) });
      expect(unsigned.status).toBe(401);
      const accepted = await sendKiwify(kiwify.url, kiwify.secret, payload);
      expect(accepted.status, type).toBe(200);
      const stored = (await storedEvents()).find(
        (event) => event.eventType === type && event.connectionId === kiwify.connection.id,
      );
      expect(stored?.kind, type).toBe(kind);
      expect(stored!.transaction).toBe(order.transaction);
      expect(stored!.productRef).toBe(order.product.id);
    }
    expect(await rejectedOf(kiwify.connection.id)).toBe(cases.length * 3);
    await sales.drain();
  });

  it('Standard Webhooks: a signed delivery is stored under its webhook-id; a wrong signature or an old timestamp is 401', async () => {
    const standard = await sales.connect(staff, 'standard', base);
    const payload = standardEvent('purchase.approved', sale({ product: { id: 'prod_42', name: 'Comunidade' } }));
    expect((await sendStandard(standard.url, 'whsec_' + Buffer.alloc(32, 7).toString('base64'), payload)).status).toBe(
      401,
    );
    const old = new Date(Date.now() - 6 * 60_000);
    expect((await sendStandard(standard.url, standard.secret, payload, { timestamp: old })).status).toBe(401);
    const id = `msg_${randomUUID()}`;
    expect((await sendStandard(standard.url, standard.secret, payload, { id })).status).toBe(200);
    // The same webhook-id again (a retry) is acknowledged and not stored twice.
    const retry = await sendStandard(standard.url, standard.secret, payload, { id });
    expect(JSON.parse(retry.body)).toEqual({ received: true, duplicate: true });
    const stored = (await storedEvents()).filter((event) => event.connectionId === standard.connection.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.kind).toBe('approved');
    await sales.drain();
  });

  it('an address no connection has is 404; a body in no platform shape but correctly signed is kept as unreadable', async () => {
    const missing = await sendHotmart(
      `${base}/api/sales/webhooks/${'x'.repeat(24)}`,
      'qualquer',
      hotmartPurchase('PURCHASE_APPROVED', sale()),
    );
    expect(missing.status).toBe(404);
    const hotmart = await sales.connect(staff, 'hotmart', base, 'outro-hottok-0002');
    const broken = await fetch(hotmart.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hotmart-hottok': hotmart.secret },
      body: '{"isto": "não é um envelope',
    });
    expect(broken.status).toBe(200);
    const stored = (await storedEvents()).find((event) => event.connectionId === hotmart.connection.id);
    expect(stored).toMatchObject({ state: 'failed', reason: 'unreadable' });
  });

  it('never stores the hottok a Hotmart body may carry', async () => {
    const hotmart = await sales.connect(staff, 'hotmart', base, 'segredo-no-corpo-77');
    const envelope = { ...hotmartPurchase('PURCHASE_BILLET_PRINTED', sale()), hottok: hotmart.secret };
    expect((await sendHotmart(hotmart.url, hotmart.secret, envelope)).status).toBe(200);
    const stored = (await storedEvents()).find((event) => event.connectionId === hotmart.connection.id)!;
    const detail = await sales.admin.ok<{ rawBody: string }>(sales.admin.request(staff, 'GET', `/events/${stored.id}`));
    expect(detail.rawBody).not.toContain(hotmart.secret);
    expect(detail.rawBody).toContain('PURCHASE_BILLET_PRINTED');
    await sales.drain();
  });
});
