import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { SalesProduct } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIso } from '../../../db/schema.js';
import { createMember, createStaff, uniqueEmail, type TestMember } from '../../../test-support/factories.js';
import type { FakeSale } from '../../../test-support/fake-sales/delivery.js';
import { hotmartCancellation, hotmartPurchase, sendHotmart } from '../../../test-support/fake-sales/hotmart.js';
import { kiwifyOrder, newKiwifyOrderId, sendKiwify } from '../../../test-support/fake-sales/kiwify.js';
import { outboxMessagesTo } from '../../../test-support/mail.js';
import { listenOnLoopback, salesApi } from '../../../test-support/sales.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { applyEventsNow } from '../events/processor.js';

const DAY = 86_400_000;

/**
 * What sales do to members (issue 31), on both databases: once per event whatever the retries,
 * in the state of the latest event of each purchase, only what each purchase granted.
 */
describe('sales events applied to members', () => {
  let t: TestApp;
  let staff: TestMember;
  let sales: ReturnType<typeof salesApi>;
  let hotmart: Awaited<ReturnType<ReturnType<typeof salesApi>['connect']>>;
  let kiwify: Awaited<ReturnType<ReturnType<typeof salesApi>['connect']>>;
  let lifetime: SalesProduct;
  let monthly: SalesProduct;
  let subscription: SalesProduct;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createStaff(t.app, 'admin');
    sales = salesApi(t);
    const base = await listenOnLoopback(t.app);
    hotmart = await sales.connect(staff, 'hotmart', base);
    kiwify = await sales.connect(staff, 'kiwify', base);
    const map = (connectionId: string, externalId: string, name: string, extra: object) =>
      sales.mapProduct(staff, { connectionId, externalId, name, access: 'total', duration: 'lifetime', ...extra });
    lifetime = await map(hotmart.connection.id, '1001', 'Curso Vitalício', { credits: 100 });
    monthly = await map(hotmart.connection.id, '1002', 'Mentoria 30 dias', { duration: 'days', days: 30 });
    subscription = await map(hotmart.connection.id, '1003', 'Clube Mensal', { duration: 'subscription', days: 30 });
    await map(kiwify.connection.id, 'kiwi-curso', 'Curso na Kiwify', { credits: 50 });
  }, 60_000);
  afterAll(() => t.close(), 60_000);

  const db = () => t.app.database.db;
  const outbox = () => path.join(t.config.dataDir, 'outbox');

  function sale(
    product: SalesProduct | string,
    buyer = { email: uniqueEmail('comprador'), name: 'Ana Compradora' },
    extra: Partial<FakeSale> = {},
  ): FakeSale {
    const id = typeof product === 'string' ? product : product.externalId;
    return {
      transaction: `HP${randomUUID().slice(0, 12)}`,
      product: { id, name: `Produto ${id}`, ucode: randomUUID() },
      buyer,
      ...extra,
    };
  }

  async function accessOf(email: string) {
    return db()
      .selectFrom('user')
      .innerJoin('profiles', 'profiles.user_id', 'user.id')
      .innerJoin('user_permissions', 'user_permissions.user_id', 'user.id')
      .select(['user.id', 'profiles.role', 'profiles.access_expiration', 'user_permissions.courses'])
      .where('user.email', '=', email)
      .executeTakeFirst();
  }

  const expiryOf = async (email: string) => {
    const row = await accessOf(email);
    return row?.access_expiration ? toIso(row.access_expiration) : null;
  };

  async function sendAndApply(envelope: Parameters<typeof sendHotmart>[2]) {
    const result = await sendHotmart(hotmart.url, hotmart.secret, envelope);
    expect(result.status, result.body).toBe(200);
    await sales.drain();
  }

  async function eventsOf(transaction: string) {
    return db()
      .selectFrom('sales_events')
      .selectAll()
      .where('transaction_ref', '=', transaction)
      .orderBy('id')
      .execute();
  }

  it('applies the same event delivered 20 times in parallel once: one member, one invitation, one grant of credits, one audit entry', async () => {
    const buyer = { email: uniqueEmail('paralelo'), name: 'Paula Paralela' };
    const purchase = sale(lifetime, buyer);
    const envelope = hotmartPurchase('PURCHASE_APPROVED', purchase);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => sendHotmart(hotmart.url, hotmart.secret, envelope)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => JSON.parse(r.body).duplicate === false)).toHaveLength(1);
    await sales.drain();
    const events = await eventsOf(purchase.transaction);
    expect(events).toHaveLength(1);
    expect(events[0]!.state).toBe('applied');
    // The stored event again, by 20 workers at once: claimed by one, applied by none again.
    await db()
      .updateTable('sales_events')
      .set({ state: 'received', claim_token: null, claimed_at: null })
      .where('id', '=', events[0]!.id)
      .execute();
    await Promise.all(Array.from({ length: 20 }, () => applyEventsNow(t.app, [events[0]!.id])));

    const member = await accessOf(buyer.email);
    expect(member).toMatchObject({ role: 'premium', access_expiration: null });
    expect(Boolean(member!.courses)).toBe(true);
    const ledger = await db().selectFrom('ai_credit_ledger').selectAll().where('user_id', '=', member!.id).execute();
    expect(ledger.map((entry) => [entry.kind, entry.amount])).toEqual([['grant', 100]]);
    const audits = await db().selectFrom('audit_log').selectAll().where('target_id', '=', member!.id).execute();
    expect(audits.map((entry) => [entry.action, entry.actor_name, entry.actor_id])).toEqual([
      ['sales.purchaseApproved', 'Hotmart', null],
    ]);
    expect(JSON.parse(audits[0]!.details)).toMatchObject({ platform: 'Hotmart', product: 'Curso Vitalício' });
    const notices = await db()
      .selectFrom('notifications')
      .select('text_key')
      .where('recipient_id', '=', member!.id)
      .execute();
    expect(notices.map((n) => n.text_key)).toEqual(['sales.notifications.approved']);
    await t.app.mailer.flush();
    expect(await outboxMessagesTo(outbox(), buyer.email)).toHaveLength(1);
  });

  it('gives a new buyer of two products delivered at once exactly one account and one invitation', async () => {
    const buyer = { email: uniqueEmail('novo'), name: 'Nina Nova' };
    await Promise.all([
      sendHotmart(hotmart.url, hotmart.secret, hotmartPurchase('PURCHASE_APPROVED', sale(lifetime, buyer))),
      sendHotmart(hotmart.url, hotmart.secret, hotmartPurchase('PURCHASE_APPROVED', sale(monthly, buyer))),
    ]);
    await sales.drain();
    const users = await db().selectFrom('user').select('id').where('email', '=', buyer.email).execute();
    expect(users).toHaveLength(1);
    await t.app.mailer.flush();
    const mails = await outboxMessagesTo(outbox(), buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('/redefinir-senha?token=');
    const purchases = await db()
      .selectFrom('sales_purchases')
      .select(['status', 'user_id'])
      .where('buyer_email', '=', buyer.email)
      .execute();
    expect(purchases).toEqual([
      { status: 'active', user_id: users[0]!.id },
      { status: 'active', user_id: users[0]!.id },
    ]);
  });

  it('ends with no access when the refund arrives before its approval', async () => {
    const member = await createMember(t.app);
    const purchase = sale(monthly, { email: member.email, name: 'Membro Antigo' });
    const approvedAt = new Date(Date.now() - 2 * DAY);
    await sendAndApply(hotmartPurchase('PURCHASE_REFUNDED', purchase, { at: new Date(Date.now() - DAY), approvedAt }));
    await sendAndApply(hotmartPurchase('PURCHASE_APPROVED', purchase, { at: approvedAt, approvedAt }));
    expect(await accessOf(member.email)).toMatchObject({ role: 'free' });
    const events = await eventsOf(purchase.transaction);
    expect(events.map((e) => [e.kind, e.state, e.reason])).toEqual([
      ['refunded', 'applied', null],
      ['approved', 'recorded', 'superseded'],
    ]);
    // A new buyer whose refund came first is never invited.
    const stranger = sale(monthly);
    await sendAndApply(hotmartPurchase('PURCHASE_REFUNDED', stranger, { at: new Date(Date.now() - DAY), approvedAt }));
    await sendAndApply(hotmartPurchase('PURCHASE_APPROVED', stranger, { at: approvedAt, approvedAt }));
    expect(await accessOf(stranger.buyer.email)).toBeUndefined();
  });

  it('keeps the other purchase’s access when one of two is refunded, and closes it when both are', async () => {
    const buyer = { email: uniqueEmail('dois'), name: 'Davi Dois' };
    const lifetimeSale = sale(lifetime, buyer);
    const monthlySale = sale(monthly, buyer);
    const approvedAt = new Date(Date.now() - DAY);
    await sendAndApply(hotmartPurchase('PURCHASE_APPROVED', monthlySale, { approvedAt }));
    expect(await expiryOf(buyer.email)).toBe(new Date(approvedAt.getTime() + 30 * DAY).toISOString());
    await sendAndApply(hotmartPurchase('PURCHASE_APPROVED', lifetimeSale));
    expect(await accessOf(buyer.email)).toMatchObject({ role: 'premium', access_expiration: null });

    await sendAndApply(hotmartPurchase('PURCHASE_REFUNDED', lifetimeSale));
    expect(await accessOf(buyer.email)).toMatchObject({ role: 'premium' });
    expect(await expiryOf(buyer.email)).toBe(new Date(approvedAt.getTime() + 30 * DAY).toISOString());
    const member = await accessOf(buyer.email);
    // The lifetime purchase's 100 credits were unspent: taken back.
    const ledger = await db()
      .selectFrom('ai_credit_ledger')
      .select(['kind', 'amount'])
      .where('user_id', '=', member!.id)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { kind: 'grant', amount: 100 },
      { kind: 'removal', amount: -100 },
    ]);

    await sendAndApply(hotmartPurchase('PURCHASE_CHARGEBACK', monthlySale));
    expect(await accessOf(buyer.email)).toMatchObject({ role: 'free', access_expiration: null });
    const purchases = await sales.admin.ok<{ items: { productName: string; status: string; current: boolean }[] }>(
      sales.admin.request(staff, 'GET', `/members/${member!.id}/purchases`),
    );
    expect(purchases.items.map((p) => [p.productName, p.status, p.current])).toEqual([
      ['Curso Vitalício', 'refunded', false],
      ['Mentoria 30 dias', 'chargeback', false],
    ]);
  });

  it('takes back only the credits a refunded purchase granted that are not spent', async () => {
    const buyer = { email: uniqueEmail('creditos'), name: 'Caio Créditos' };
    const purchase = sale(lifetime, buyer);
    await sendAndApply(hotmartPurchase('PURCHASE_APPROVED', purchase));
    const member = (await accessOf(buyer.email))!;
    // 30 of the 100 were spent.
    const spend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ai/credits/members/${member.id}/adjustments`,
      headers: { cookie: staff.cookie },
      payload: { kind: 'removal', amount: 30, reason: 'Uso' },
    });
    expect(spend.statusCode).toBe(200);
    await sendAndApply(hotmartPurchase('PURCHASE_PROTEST', purchase));
    const balance = await db()
      .selectFrom('ai_credit_balances')
      .select('balance')
      .where('user_id', '=', member.id)
      .executeTakeFirst();
    expect(balance?.balance).toBe(0);
    const purchaseRow = await db()
      .selectFrom('sales_purchases')
      .select(['credits_granted', 'credits_removed', 'status'])
      .where('transaction_ref', '=', purchase.transaction)
      .executeTakeFirst();
    expect(purchaseRow).toEqual({ credits_granted: 100, credits_removed: 70, status: 'protest' });
  });

  it('never shortens an access with an older event, and ends a cancelled subscription with its paid period', async () => {
    const buyer = { email: uniqueEmail('assina'), name: 'Sara Assinante' };
    const charge = sale(subscription, buyer, { subscription: `SUB${randomUUID().slice(0, 6)}` });
    const now = Date.now();
    const later = new Date(now + 60 * DAY);
    await sendAndApply(hotmartPurchase('PURCHASE_APPROVED', charge, { at: new Date(now - 1000), nextCharge: later }));
    expect(await expiryOf(buyer.email)).toBe(later.toISOString());
    // The same purchase's earlier event (an older date of next charge) arrives late: nothing shortens.
    await sendAndApply(
      hotmartPurchase('PURCHASE_APPROVED', charge, { at: new Date(now - 5000), nextCharge: new Date(now + 5 * DAY) }),
    );
    expect(await expiryOf(buyer.email)).toBe(later.toISOString());
    // PURCHASE_COMPLETE (later, same purchase) keeps the longer end.
    await sendAndApply(hotmartPurchase('PURCHASE_COMPLETE', charge, { nextCharge: new Date(now + 10 * DAY) }));
    expect(await expiryOf(buyer.email)).toBe(later.toISOString());

    const paidUntil = new Date(now + 20 * DAY);
    await sendAndApply(hotmartCancellation(charge, { nextCharge: paidUntil }));
    expect(await expiryOf(buyer.email)).toBe(paidUntil.toISOString());
    const row = await db()
      .selectFrom('sales_purchases')
      .select('status')
      .where('transaction_ref', '=', charge.transaction)
      .executeTakeFirst();
    expect(row?.status).toBe('canceled');
  });

  it('records pending payments and changes nothing; an unknown product waits, shown, until it is mapped and applied again', async () => {
    const pending = sale(lifetime);
    await sendAndApply(hotmartPurchase('PURCHASE_BILLET_PRINTED', pending));
    expect(await accessOf(pending.buyer.email)).toBeUndefined();
    expect((await eventsOf(pending.transaction)).map((e) => [e.state, e.reason])).toEqual([['recorded', 'pending']]);

    const unknown = sale('9999');
    await sendAndApply(hotmartPurchase('PURCHASE_APPROVED', unknown));
    expect(await accessOf(unknown.buyer.email)).toBeUndefined();
    const [event] = await eventsOf(unknown.transaction);
    expect([event!.state, event!.reason]).toEqual(['failed', 'unknownProduct']);
    const unmapped = await sales.admin.ok<{ items: { externalId: string; events: number }[] }>(
      sales.admin.request(staff, 'GET', '/products/unmapped'),
    );
    expect(unmapped.items).toContainEqual(expect.objectContaining({ externalId: '9999', events: 1 }));

    await sales.mapProduct(staff, {
      connectionId: hotmart.connection.id,
      externalId: '9999',
      name: 'Produto novo',
      access: 'forum',
      duration: 'lifetime',
    });
    await sales.reapply(staff, String(event!.id));
    await sales.drain();
    expect((await eventsOf(unknown.transaction))[0]!.state).toBe('applied');
    // A forum-only product: the new member exists, free, with the forum.
    expect(await accessOf(unknown.buyer.email)).toMatchObject({ role: 'free' });
  });

  it("keeps an administrator's own grant when the sale that came after it is refunded", async () => {
    const member = await createMember(t.app);
    const manualEnd = new Date(Date.now() + 365 * DAY);
    manualEnd.setUTCHours(12, 0, 0, 0);
    const manual = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.id}/access`,
      headers: { cookie: staff.cookie },
      payload: { role: 'premium', accessType: 'total', accessExpiration: manualEnd.toISOString() },
    });
    expect(manual.statusCode, manual.body).toBe(200);
    const before = await expiryOf(member.email);
    const purchase = sale(lifetime, { email: member.email, name: 'Membro' });
    await sendAndApply(hotmartPurchase('PURCHASE_APPROVED', purchase));
    expect(await expiryOf(member.email)).toBeNull();
    await sendAndApply(hotmartPurchase('PURCHASE_REFUNDED', purchase));
    expect(await accessOf(member.email)).toMatchObject({ role: 'premium' });
    expect(await expiryOf(member.email)).toBe(before);
  });

  it('never changes the access of staff who buy, and records why', async () => {
    const admin = await createStaff(t.app, 'admin');
    const purchase = sale(monthly, { email: admin.email, name: 'Admin' });
    await sendAndApply(hotmartPurchase('PURCHASE_APPROVED', purchase));
    expect(await accessOf(admin.email)).toMatchObject({ role: 'admin', access_expiration: null });
    expect((await eventsOf(purchase.transaction)).map((e) => [e.state, e.reason])).toEqual([
      ['applied', 'staffMember'],
    ]);
  });

  it('Kiwify: an approved order opens access with its credits, its refund closes it', async () => {
    const buyer = { email: uniqueEmail('kiwi'), name: 'Kátia Kiwi' };
    const order = { transaction: newKiwifyOrderId(), product: { id: 'kiwi-curso', name: 'Curso' }, buyer };
    expect(
      (
        await sendKiwify(
          kiwify.url,
          kiwify.secret,
          kiwifyOrder('order_approved', order, { at: new Date(Date.now() - 60_000) }),
        )
      ).status,
    ).toBe(200);
    await sales.drain();
    expect(await accessOf(buyer.email)).toMatchObject({ role: 'premium', access_expiration: null });
    expect((await sendKiwify(kiwify.url, kiwify.secret, kiwifyOrder('order_refunded', order))).status).toBe(200);
    await sales.drain();
    expect(await accessOf(buyer.email)).toMatchObject({ role: 'free' });
  });
});
