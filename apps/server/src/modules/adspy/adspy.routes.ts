import {
  ADSPY_REFRESHES_PER_MINUTE,
  ADSPY_SEARCHES_PER_MINUTE,
  adSearchQuerySchema,
  adSpyIdParamsSchema,
  adSpyStatusSchema,
  comparisonQuerySchema,
  comparisonSchema,
  competitorListSchema,
  competitorSchema,
  createCompetitorSchema,
  createdCompetitorSchema,
  libraryPageSchema,
  manualCountSchema,
  updateCompetitorSchema,
} from '@blivion/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentMember, requireFeature, requirePermission } from '../../plugins/authorization.js';
import * as competitors from './competitors/competitors.service.js';
import { searchLibrary } from './library/library.service.js';
import { swipeFilesRoutes } from './swipe-files/swipe-files.routes.js';
import { adSpyStatus } from './tokens/tokens.service.js';

const tags = ['AdSpy'];
const perMember = (max: number) => ({
  rateLimit: { max, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => request.member?.id ?? request.ip },
});
const noContent = { 204: z.null() };

/**
 * Prefix /api/adspy. Every route needs the adSpy permission and the adSpyEnabled switch (admin and
 * master pass with it off), checked before the body is read; each member reads and changes only
 * their own competitors and swipe files (the services look rows up by owner).
 */
export const adSpyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requirePermission('adSpy'));
  app.addHook('onRequest', requireFeature('adSpy'));

  app.get('/status', { schema: { tags, response: { 200: adSpyStatusSchema } } }, async (request) =>
    adSpyStatus(app, currentMember(request)),
  );

  app.get(
    '/ads',
    {
      config: perMember(ADSPY_SEARCHES_PER_MINUTE),
      schema: { tags, querystring: adSearchQuerySchema, response: { 200: libraryPageSchema } },
    },
    async (request) => searchLibrary(app, request.query),
  );

  app.get('/competitors', { schema: { tags, response: { 200: competitorListSchema } } }, async (request) =>
    competitors.listCompetitorViews(app, currentMember(request)),
  );

  app.get(
    '/competitors/comparison',
    { schema: { tags, querystring: comparisonQuerySchema, response: { 200: comparisonSchema } } },
    async (request) =>
      competitors.comparison(app, currentMember(request), request.query.ids.map(Number), request.query.days),
  );

  app.post(
    '/competitors',
    { schema: { tags, body: createCompetitorSchema, response: { 201: createdCompetitorSchema } } },
    async (request, reply) => {
      reply.status(201);
      return competitors.createCompetitor(app, currentMember(request), request.body);
    },
  );

  app.post(
    '/competitors/refresh',
    { config: perMember(ADSPY_REFRESHES_PER_MINUTE), schema: { tags, response: { 200: competitorListSchema } } },
    async (request) => competitors.fetchAllCounts(app, currentMember(request)),
  );

  app.get(
    '/competitors/:id',
    { schema: { tags, params: adSpyIdParamsSchema, response: { 200: competitorSchema } } },
    async (request) => competitors.competitorView(app, currentMember(request), Number(request.params.id)),
  );

  app.patch(
    '/competitors/:id',
    {
      schema: { tags, params: adSpyIdParamsSchema, body: updateCompetitorSchema, response: { 200: competitorSchema } },
    },
    async (request) =>
      competitors.updateCompetitor(app, currentMember(request), Number(request.params.id), request.body),
  );

  app.delete(
    '/competitors/:id',
    { schema: { tags, params: adSpyIdParamsSchema, response: noContent } },
    async (request, reply) => {
      await competitors.deleteCompetitor(app, currentMember(request), Number(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/competitors/:id/count',
    {
      config: perMember(ADSPY_REFRESHES_PER_MINUTE),
      schema: { tags, params: adSpyIdParamsSchema, body: manualCountSchema, response: { 200: competitorSchema } },
    },
    async (request) =>
      competitors.updateCount(app, currentMember(request), Number(request.params.id), request.body.count),
  );

  app.post(
    '/competitors/:id/refresh',
    {
      config: perMember(ADSPY_REFRESHES_PER_MINUTE),
      schema: { tags, params: adSpyIdParamsSchema, response: { 200: competitorSchema } },
    },
    async (request) => competitors.fetchCount(app, currentMember(request), Number(request.params.id)),
  );

  await app.register(swipeFilesRoutes);
};
