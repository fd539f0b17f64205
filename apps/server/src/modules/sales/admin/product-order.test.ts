import type { SalesOffer, SalesProduct } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test-support/factories.js';
import { listenOnLoopback, salesApi } from '../../../test-support/sales.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';

/** Issue 27 item 9 (decision 0076): products and offers by name as a reader sorts them, on both databases. */
describe('sales products sort by name as a reader does', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close(), 60_000);

  it('ignores accents and case in the products and in the offers', async () => {
    const sales = salesApi(t);
    const staff = await createStaff(t.app, 'admin');
    const member = await createStaff(t.app, 'premium');
    const connection = await sales.connect(staff, 'standard', await listenOnLoopback(t.app), null);
    const names = ['Zeca Curso', 'Úrsula Mentoria', 'Óscar Imersão', 'ética no tráfego', 'Ângela Copy', 'ads Básico'];
    for (const [index, name] of names.entries()) {
      await sales.mapProduct(staff, {
        connectionId: connection.connection.id,
        externalId: `p-${index}`,
        name,
        access: 'total',
        duration: 'lifetime',
        checkoutUrl: `https://pay.exemplo.test/${index}`,
      });
    }
    const order = ['ads Básico', 'Ângela Copy', 'ética no tráfego', 'Óscar Imersão', 'Úrsula Mentoria', 'Zeca Curso'];
    const products = await sales.admin.ok<{ items: SalesProduct[] }>(sales.admin.request(staff, 'GET', '/products'));
    expect(products.items.map((product) => product.name)).toEqual(order);
    const offers = await sales.member.ok<{ items: SalesOffer[] }>(sales.member.request(member, 'GET', '/offers'));
    expect(offers.items.map((offer) => offer.name)).toEqual(order);
  });
});
