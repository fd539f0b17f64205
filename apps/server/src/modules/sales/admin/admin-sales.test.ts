import type { SalesConnection, SalesEvent, SalesOfferList, SalesPlatform } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createStaff, errorOf, type TestMember } from '../../../test-support/factories.js';
import { hotmartPurchase, sendHotmart } from '../../../test-support/fake-sales/hotmart.js';
import { listenOnLoopback, salesApi } from '../../../test-support/sales.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { SAMPLE_BUYER } from '../platforms/samples.js';

describe("'Vendas': connections, products and events for the staff", () => {
  let t: TestApp;
  let staff: TestMember;
  let member: TestMember;
  let base: string;
  let sales: ReturnType<typeof salesApi>;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createStaff(t.app, 'admin');
    member = await createStaff(t.app, 'premium');
    base = await listenOnLoopback(t.app);
    sales = salesApi(t);
  }, 60_000);
  afterAll(() => t.close(), 60_000);

  it('is for admin and master only', async () => {
    const free = await createMember(t.app);
    for (const who of [free, member]) {
      for (const [method, url] of [
        ['GET', '/connections'],
        ['POST', '/connections'],
        ['GET', '/products'],
        ['GET', '/events'],
      ] as const) {
        const response = await sales.admin.request(who, method, url, method === 'POST' ? {} : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await sales.admin.request(null, 'GET', '/connections')).statusCode).toBe(401);
  });

  it('seals the secret and shows only its last four; a Standard Webhooks secret left out is made and shown once', async () => {
    const missing = await sales.admin.request(staff, 'POST', '/connections', { platform: 'hotmart', name: 'Hotmart' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).details).toEqual([
      expect.objectContaining({ field: 'secret', key: 'sales.validation.secretRequired' }),
    ]);
    const badStandard = await sales.admin.request(staff, 'POST', '/connections', {
      platform: 'standard',
      name: 'X',
      secret: 'sem-formato-whsec',
    });
    expect(errorOf(badStandard).details).toEqual([expect.objectContaining({ key: 'sales.validation.standardSecret' })]);

    const hotmart = await sales.connect(staff, 'hotmart', base, 'meu-hottok-secreto-9876');
    expect(hotmart.connection.secretLastFour).toBe('9876');
    expect(hotmart.revealedSecret).toBeNull();
    const listed = await sales.admin.request(staff, 'GET', '/connections');
    expect(listed.body).not.toContain('meu-hottok-secreto');
    const stored = await t.app.database.db.selectFrom('sales_connections').select('secret_sealed').execute();
    expect(stored.every((row) => !row.secret_sealed.includes('meu-hottok'))).toBe(true);
    expect(hotmart.connection.webhookUrl).toMatch(/^http.+\/api\/sales\/webhooks\/[A-Za-z0-9_-]{24}$/);

    const standard = await sales.connect(staff, 'standard', base, null);
    expect(standard.revealedSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(standard.connection.secretLastFour).toBe(standard.revealedSecret!.slice(-4));
    const again = await sales.admin.request(staff, 'GET', '/connections');
    expect(again.body).not.toContain(standard.revealedSecret!);
  });

  it("'Testar' replays a signed sample through the same checks and never applies it", async () => {
    for (const platform of ['hotmart', 'kiwify', 'standard'] as SalesPlatform[]) {
      const connection = await sales.connect(staff, platform, base, platform === 'standard' ? null : undefined);
      const unmapped = await sales.admin.ok<SalesEvent>(
        sales.admin.request(staff, 'POST', `/connections/${connection.connection.id}/test`),
      );
      expect(unmapped).toMatchObject({ state: 'test', reason: 'unknownProduct', kind: 'approved', test: true });
      await sales.mapProduct(staff, {
        connectionId: connection.connection.id,
        externalId: `p-${platform}`,
        name: 'Curso',
        access: 'total',
        duration: 'lifetime',
      });
      const mapped = await sales.admin.ok<SalesEvent>(
        sales.admin.request(staff, 'POST', `/connections/${connection.connection.id}/test`),
      );
      expect(mapped, platform).toMatchObject({ state: 'test', reason: 'wouldApply', productRef: `p-${platform}` });
    }
    const sampleBuyer = await t.app.database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', SAMPLE_BUYER.email)
      .execute();
    expect(sampleBuyer).toEqual([]);
    expect(await t.app.database.db.selectFrom('sales_purchases').select('id').execute()).toEqual([]);
  });

  it('replaces a secret: the old one is refused, the new one accepted; a removed connection answers 404 and keeps its events', async () => {
    const hotmart = await sales.connect(staff, 'hotmart', base, 'hottok-antigo-1111');
    const envelope = () =>
      hotmartPurchase('PURCHASE_BILLET_PRINTED', {
        transaction: `HP${Date.now()}`,
        product: { id: '1', name: 'X' },
        buyer: { email: 'boleto@exemplo.test', name: 'Boleto' },
      });
    const changed = await sales.admin.ok<SalesConnection>(
      sales.admin.request(staff, 'PATCH', `/connections/${hotmart.connection.id}`, { secret: 'hottok-novo-2222' }),
    );
    expect(changed.secretLastFour).toBe('2222');
    expect((await sendHotmart(hotmart.url, 'hottok-antigo-1111', envelope())).status).toBe(401);
    expect((await sendHotmart(hotmart.url, 'hottok-novo-2222', envelope())).status).toBe(200);
    expect((await sales.admin.request(staff, 'DELETE', `/connections/${hotmart.connection.id}`)).statusCode).toBe(200);
    expect((await sendHotmart(hotmart.url, 'hottok-novo-2222', envelope())).status).toBe(404);
    const events = await sales.events(staff);
    expect(
      events.items.some((event) => event.eventType === 'PURCHASE_BILLET_PRINTED' && event.connectionId === null),
    ).toBe(true);
    await sales.drain();
  });

  it('validates mappings, refuses a product mapped twice, and offers products with a checkout link to members', async () => {
    const kiwify = await sales.connect(staff, 'kiwify', base);
    const body = {
      connectionId: kiwify.connection.id,
      externalId: 'curso-1',
      name: 'Curso 1',
      access: 'total',
      duration: 'days',
    };
    const noDays = await sales.admin.request(staff, 'POST', '/products', body);
    expect(errorOf(noDays).details).toEqual([expect.objectContaining({ field: 'days', key: 'sales.validation.days' })]);
    const http = await sales.admin.request(staff, 'POST', '/products', {
      ...body,
      days: 30,
      checkoutUrl: 'http://pay.kiwify.com.br/abc',
    });
    expect(errorOf(http).details).toEqual([expect.objectContaining({ field: 'checkoutUrl' })]);
    const created = await sales.mapProduct(staff, {
      ...body,
      access: 'total',
      duration: 'days',
      days: 30,
      checkoutUrl: 'https://pay.kiwify.com.br/abc',
    });
    expect(created).toMatchObject({ days: 30, checkoutUrl: 'https://pay.kiwify.com.br/abc', platform: 'kiwify' });
    const twice = await sales.admin.request(staff, 'POST', '/products', { ...body, days: 10 });
    expect(errorOf(twice).code).toBe('SALES_PRODUCT_TAKEN');
    const offers = await sales.member.ok<SalesOfferList>(sales.member.request(member, 'GET', '/offers'));
    expect(offers.items).toContainEqual({
      id: created.id,
      name: 'Curso 1',
      access: 'total',
      checkoutUrl: 'https://pay.kiwify.com.br/abc',
    });
    expect((await sales.member.request(null, 'GET', '/offers')).statusCode).toBe(401);
    const { connectionId: _connection, ...fields } = body;
    const updated = await sales.admin.request(staff, 'PUT', `/products/${created.id}`, {
      ...fields,
      duration: 'lifetime',
      days: 30,
    });
    expect(updated.json()).toMatchObject({ duration: 'lifetime', days: null, checkoutUrl: null });
    expect((await sales.admin.request(staff, 'DELETE', `/products/${created.id}`)).statusCode).toBe(200);
    expect((await sales.admin.request(staff, 'DELETE', `/products/${created.id}`)).statusCode).toBe(404);
  });

  it('shows a member only their own purchases, and an event can be applied again only when it failed', async () => {
    expect((await sales.purchases(member)).items).toEqual([]);
    const applied = (await sales.events(staff, '?state=test')).items[0]!;
    const refused = await sales.admin.request(staff, 'POST', `/events/${applied.id}/reapply`);
    expect(errorOf(refused).code).toBe('SALES_EVENT_NOT_FAILED');
    expect(errorOf(await sales.admin.request(staff, 'POST', '/events/99999/reapply')).code).toBe(
      'SALES_EVENT_NOT_FOUND',
    );
    const page = await sales.events(staff, '?limit=2');
    expect(page.items).toHaveLength(2);
    const next = await sales.events(staff, `?limit=2&cursor=${page.nextCursor}`);
    expect(Number(next.items[0]!.id)).toBeLessThan(Number(page.items[1]!.id));
  });
});
