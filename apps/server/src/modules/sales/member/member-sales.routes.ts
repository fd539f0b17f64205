import { memberPurchaseListSchema, salesOfferListSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireMember } from '../../../plugins/authorization.js';
import { listOffers } from '../admin/products.service.js';
import { memberPurchases } from './purchases.service.js';

const tags = ['Vendas'];

/** /api/sales: the signed-in member's purchases, and the products on sale ('Quero acesso'). */
export const memberSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireMember);

  app.get('/me/purchases', { schema: { tags, response: { 200: memberPurchaseListSchema } } }, async (request) =>
    memberPurchases(app, currentMember(request).id),
  );

  app.get('/offers', { schema: { tags, response: { 200: salesOfferListSchema } } }, async () => listOffers(app));
};
