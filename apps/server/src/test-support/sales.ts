import type { AddressInfo } from 'node:net';
import type {
  CreateSalesProductInput,
  MemberPurchaseList,
  SalesConnectionCreated,
  SalesEvent,
  SalesEventsPage,
  SalesPlatform,
  SalesProduct,
} from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { drainSalesEvents } from '../modules/sales/events/processor.js';
import { apiClient } from './api-client.js';
import type { TestMember } from './factories.js';
import type { TestApp } from './test-app.js';

/** Secrets the sales tests connect with: a hottok, a Kiwify token, a Standard Webhooks secret (spec's example key). */
export const SALES_SECRETS: Record<SalesPlatform, string> = {
  hotmart: 'hottok-da-academia-0001',
  kiwify: 'w9i3pvutvxe',
  standard: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
};

/** The app on a loopback port, so the fake platforms post over HTTP; its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The 'Vendas' API as staff, and the connection URLs on the app's loopback port. */
export function salesApi(t: TestApp) {
  const admin = apiClient(t, '/api/admin/sales');
  const member = apiClient(t, '/api/sales');
  return {
    admin,
    member,
    /** Connects a platform; `url` is its webhook URL on the loopback port `base` (listenOnLoopback). */
    async connect(
      staff: TestMember,
      platform: SalesPlatform,
      base: string,
      secret: string | null = SALES_SECRETS[platform],
    ) {
      const created = await admin.ok<SalesConnectionCreated>(
        admin.request(staff, 'POST', '/connections', {
          platform,
          name: `Minha ${platform}`,
          ...(secret === null ? {} : { secret }),
        }),
        201,
      );
      const url = `${base}${new URL(created.connection.webhookUrl).pathname}`;
      return { ...created, url, secret: created.revealedSecret ?? secret! };
    },
    mapProduct: (staff: TestMember, body: CreateSalesProductInput) =>
      admin.ok<SalesProduct>(admin.request(staff, 'POST', '/products', body), 201),
    events: (staff: TestMember, query = '') =>
      admin.ok<SalesEventsPage>(admin.request(staff, 'GET', `/events${query}`)),
    reapply: (staff: TestMember, eventId: string) =>
      admin.ok<SalesEvent>(admin.request(staff, 'POST', `/events/${eventId}/reapply`)),
    purchases: (who: TestMember) => member.ok<MemberPurchaseList>(member.request(who, 'GET', '/me/purchases')),
    /** Waits until every stored event is applied (the deliveries already started the job). */
    drain: () => drainSalesEvents(t.app),
  };
}
