import { siteSearchQuerySchema, siteSearchResultSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireMember } from '../../plugins/authorization.js';
import { searchSite } from './search.service.js';

const tags = ['Busca'];

/** GET /api/search?q=: the top bar's search, for every signed-in member (each kind checks its permission). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireMember);

  app.get(
    '/',
    { schema: { tags, querystring: siteSearchQuerySchema, response: { 200: siteSearchResultSchema } } },
    async (request) => searchSite(app, currentMember(request), request.query.q),
  );
};
