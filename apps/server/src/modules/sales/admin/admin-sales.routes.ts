import {
  createSalesConnectionSchema,
  createSalesProductSchema,
  memberPurchaseListSchema,
  okResponseSchema,
  reapplySalesEventsResultSchema,
  salesConnectionCreatedSchema,
  salesConnectionIdParamsSchema,
  salesConnectionListSchema,
  salesConnectionSchema,
  salesEventDetailSchema,
  salesEventIdParamsSchema,
  salesEventSchema,
  salesEventsPageSchema,
  salesEventsQuerySchema,
  salesProductIdParamsSchema,
  salesProductListSchema,
  salesProductSchema,
  unmappedSalesProductListSchema,
  updateSalesConnectionSchema,
  updateSalesProductSchema,
  userIdParamsSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireStaff } from '../../../plugins/authorization.js';
import { memberPurchases } from '../member/purchases.service.js';
import {
  createConnection,
  deleteConnection,
  listConnections,
  testConnection,
  updateConnection,
} from './connections.service.js';
import { eventDetail, eventsPage, reapplyEvent, reapplyProductEvents } from './events.service.js';
import { createProduct, deleteProduct, listProducts, listUnmapped, updateProduct } from './products.service.js';

const tags = ['Vendas (administração)'];
const ok = { 200: okResponseSchema };

/**
 * 'Vendas', prefix /api/admin/sales: admin and master. No response carries a secret: connections
 * show the last four characters; a Standard Webhooks secret the server makes is shown once.
 */
export const adminSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);

  app.get('/connections', { schema: { tags, response: { 200: salesConnectionListSchema } } }, async () =>
    listConnections(app),
  );
  app.post(
    '/connections',
    { schema: { tags, body: createSalesConnectionSchema, response: { 201: salesConnectionCreatedSchema } } },
    async (request, reply) => reply.status(201).send(await createConnection(app, currentMember(request), request.body)),
  );
  app.patch(
    '/connections/:connectionId',
    {
      schema: {
        tags,
        params: salesConnectionIdParamsSchema,
        body: updateSalesConnectionSchema,
        response: { 200: salesConnectionSchema },
      },
    },
    async (request) => updateConnection(app, currentMember(request), Number(request.params.connectionId), request.body),
  );
  app.delete(
    '/connections/:connectionId',
    { schema: { tags, params: salesConnectionIdParamsSchema, response: ok } },
    async (request) => {
      await deleteConnection(app, currentMember(request), Number(request.params.connectionId));
      return { ok: true as const };
    },
  );
  app.post(
    '/connections/:connectionId/test',
    { schema: { tags, params: salesConnectionIdParamsSchema, response: { 200: salesEventSchema } } },
    async (request) => testConnection(app, Number(request.params.connectionId)),
  );

  app.get('/products', { schema: { tags, response: { 200: salesProductListSchema } } }, async () => listProducts(app));
  app.get('/products/unmapped', { schema: { tags, response: { 200: unmappedSalesProductListSchema } } }, async () =>
    listUnmapped(app),
  );
  app.post(
    '/products',
    { schema: { tags, body: createSalesProductSchema, response: { 201: salesProductSchema } } },
    async (request, reply) => reply.status(201).send(await createProduct(app, currentMember(request), request.body)),
  );
  app.put(
    '/products/:productId',
    {
      schema: {
        tags,
        params: salesProductIdParamsSchema,
        body: updateSalesProductSchema,
        response: { 200: salesProductSchema },
      },
    },
    async (request) => updateProduct(app, currentMember(request), Number(request.params.productId), request.body),
  );
  app.delete(
    '/products/:productId',
    { schema: { tags, params: salesProductIdParamsSchema, response: ok } },
    async (request) => {
      await deleteProduct(app, currentMember(request), Number(request.params.productId));
      return { ok: true as const };
    },
  );
  app.post(
    '/products/:productId/reapply',
    { schema: { tags, params: salesProductIdParamsSchema, response: { 200: reapplySalesEventsResultSchema } } },
    async (request) => reapplyProductEvents(app, currentMember(request), Number(request.params.productId)),
  );

  app.get(
    '/events',
    { schema: { tags, querystring: salesEventsQuerySchema, response: { 200: salesEventsPageSchema } } },
    async (request) => eventsPage(app, request.query),
  );
  app.get(
    '/events/:eventId',
    { schema: { tags, params: salesEventIdParamsSchema, response: { 200: salesEventDetailSchema } } },
    async (request) => eventDetail(app, Number(request.params.eventId)),
  );
  app.post(
    '/events/:eventId/reapply',
    { schema: { tags, params: salesEventIdParamsSchema, response: { 200: salesEventSchema } } },
    async (request) => reapplyEvent(app, currentMember(request), Number(request.params.eventId)),
  );

  app.get(
    '/members/:id/purchases',
    { schema: { tags, params: userIdParamsSchema, response: { 200: memberPurchaseListSchema } } },
    async (request) => memberPurchases(app, request.params.id),
  );
};
