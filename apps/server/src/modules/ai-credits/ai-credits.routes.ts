import {
  creditCapBodySchema,
  creditEntriesPageSchema,
  creditEntriesQuerySchema,
  creditsSummarySchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requirePermission } from '../../plugins/authorization.js';
import { creditHistory, creditsSummary, setCap } from './credits.service.js';

const tags = ['Créditos de IA'];

/** The member's own credits, prefix /api/ai/credits: balance, usage history and monthly cap. */
export const aiCreditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requirePermission('aiLab'));

  app.get('/', { schema: { tags, response: { 200: creditsSummarySchema } } }, async (request) =>
    creditsSummary(app, currentMember(request)),
  );

  app.get(
    '/usage',
    { schema: { tags, querystring: creditEntriesQuerySchema, response: { 200: creditEntriesPageSchema } } },
    async (request) => creditHistory(app, currentMember(request).id, request.query),
  );

  app.put(
    '/cap',
    { schema: { tags, body: creditCapBodySchema, response: { 200: creditsSummarySchema } } },
    async (request) => setCap(app, currentMember(request), request.body.monthlyCap),
  );
};
