import { addTokenSchema, adSpyTokenListSchema, tokenIdParamsSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentMember, requireFeature, requirePermission, requireStaff } from '../../../plugins/authorization.js';
import * as service from './tokens.service.js';

const tags = ['AdSpy'];

/**
 * Prefix /api/admin/adspy: admin and master, with the adSpy permission (the switch lets staff
 * through when it is off). A token is sent once and never comes back: only its last four.
 */
export const adSpyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);
  app.addHook('onRequest', requirePermission('adSpy'));
  app.addHook('onRequest', requireFeature('adSpy'));

  app.get('/tokens', { schema: { tags, response: { 200: adSpyTokenListSchema } } }, async () =>
    service.listTokenViews(app),
  );

  app.post(
    '/tokens',
    { schema: { tags, body: addTokenSchema, response: { 201: adSpyTokenListSchema } } },
    async (request, reply) => {
      reply.status(201);
      return service.addToken(app, currentMember(request), request.body.token);
    },
  );

  app.delete(
    '/tokens/:id',
    { schema: { tags, params: tokenIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.removeToken(app, Number(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post('/tokens/rotate', { schema: { tags, response: { 200: adSpyTokenListSchema } } }, async () =>
    service.rotateToken(app),
  );
};
