import { RATE_LIMITS, healthResponseSchema, notFoundReportSchema, publicStatsSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countStudents } from './public.repository.js';

const tags = ['Público'];

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags, response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  /** Courses and AI agents do not exist yet: their counters are null, and the landing page hides them. */
  app.get('/public/stats', { schema: { tags, response: { 200: publicStatsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { students: await countStudents(app.database.db), premiumCourses: null, aiAgents: null };
  });

  app.post(
    '/client/not-found',
    {
      config: { rateLimit: { max: RATE_LIMITS.clientReport.max, timeWindow: RATE_LIMITS.clientReport.windowMs } },
      schema: { tags, body: notFoundReportSchema },
    },
    async (request, reply) => {
      request.log.warn({ missingPath: request.body.path.split('?')[0] }, 'page not found in the web app');
      return reply.status(204).send();
    },
  );
};
