import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createStaff, uniqueEmail, type TestMember } from '../../test-support/factories.js';
import { hotmartPurchase, sendHotmart } from '../../test-support/fake-sales/hotmart.js';
import { outboxMessagesTo } from '../../test-support/mail.js';
import { listenOnLoopback, salesApi } from '../../test-support/sales.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDatabaseKind } from '../../test-support/test-database.js';
import { prepareDatabase } from '../../startup.js';
import { drainSalesEvents } from './events/processor.js';

/**
 * Two instances of the app on one PostgreSQL (issue 31; apps/server/src/scale-out.test.ts is the
 * model): a platform that delivers the same event to both at once, each instance's job racing the
 * other's, still applies it once.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('sales on two instances of one PostgreSQL', () => {
  let t: TestApp;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  let staff: TestMember;
  let sales: ReturnType<typeof salesApi>;
  let connectionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    b = await buildApp({ config: t.config, logger: false });
    await prepareDatabase(b);
    await b.ready();
    const base = await listenOnLoopback(t.app);
    await b.listen({ host: '127.0.0.1', port: 0 });
    staff = await createStaff(t.app, 'admin');
    sales = salesApi(t);
    const hotmart = await sales.connect(staff, 'hotmart', base);
    await sales.mapProduct(staff, {
      connectionId: hotmart.connection.id,
      externalId: '777',
      name: 'Curso Escala',
      access: 'total',
      duration: 'lifetime',
      credits: 10,
    });
    connectionId = hotmart.connection.id;
    urlA = hotmart.url;
    urlB = hotmart.url.replace(base, `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await t?.close();
  }, 60_000);

  it('applies an event delivered to both instances at once exactly once', async () => {
    const buyers = Array.from({ length: 5 }, () => ({ email: uniqueEmail('escala'), name: 'Escala' }));
    const envelopes = buyers.map((buyer) =>
      hotmartPurchase('PURCHASE_APPROVED', {
        transaction: `HP${randomUUID().slice(0, 10)}`,
        product: { id: '777', name: 'Curso Escala' },
        buyer,
      }),
    );
    const deliveries = envelopes.flatMap((envelope) =>
      Array.from({ length: 10 }, (_, i) => sendHotmart(i % 2 === 0 ? urlA : urlB, 'hottok-da-academia-0001', envelope)),
    );
    const results = await Promise.all(deliveries);
    expect(results.every((result) => result.status === 200)).toBe(true);
    // Both instances' jobs drain at once.
    await Promise.all([drainSalesEvents(t.app), drainSalesEvents(b)]);
    const db = t.app.database.db;
    await expect
      .poll(async () => (await db.selectFrom('sales_events').select('state').execute()).map((row) => row.state), {
        timeout: 15_000,
      })
      .toEqual(Array(5).fill('applied'));
    for (const buyer of buyers) {
      const users = await db.selectFrom('user').select('id').where('email', '=', buyer.email).execute();
      expect(users).toHaveLength(1);
      const grants = await db
        .selectFrom('ai_credit_ledger')
        .select('amount')
        .where('user_id', '=', users[0]!.id)
        .execute();
      expect(grants).toEqual([{ amount: 10 }]);
      const audits = await db.selectFrom('audit_log').select('action').where('target_id', '=', users[0]!.id).execute();
      expect(audits).toEqual([{ action: 'sales.purchaseApproved' }]);
    }
    await Promise.all([t.app.mailer.flush(), b.mailer.flush()]);
    for (const buyer of buyers) {
      expect(await outboxMessagesTo(path.join(t.config.dataDir, 'outbox'), buyer.email)).toHaveLength(1);
    }
  });

  it('reads a connection again when it was re-keyed or removed on the other instance (decision 0138)', async () => {
    const envelope = () =>
      hotmartPurchase('PURCHASE_BILLET_PRINTED', {
        transaction: `HP${randomUUID().slice(0, 10)}`,
        product: { id: '777', name: 'Curso Escala' },
        buyer: { email: uniqueEmail('chave'), name: 'Chave' },
      });
    const old = 'hottok-da-academia-0001';
    const renewed = 'hottok-trocado-3333';
    // B reads the connection and keeps it.
    expect((await sendHotmart(urlB, old, envelope())).status).toBe(200);
    await sales.admin.ok(sales.admin.request(staff, 'PATCH', `/connections/${connectionId}`, { secret: renewed }));
    // B still keeps the old secret: the new signature fails against it, so B reads the stored one.
    expect((await sendHotmart(urlB, renewed, envelope())).status).toBe(200);
    expect((await sendHotmart(urlB, old, envelope())).status).toBe(401);
    expect((await sales.admin.request(staff, 'DELETE', `/connections/${connectionId}`)).statusCode).toBe(200);
    // B keeps the removed connection: its insert finds it gone, and B answers as for an unknown URL.
    expect((await sendHotmart(urlB, renewed, envelope())).status).toBe(404);
  });
});
