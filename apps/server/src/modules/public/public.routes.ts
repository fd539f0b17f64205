import {
  PUBLIC_COUNTER_KEYS,
  RATE_LIMITS,
  healthResponseSchema,
  notFoundReportSchema,
  publicStatsSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Público'];

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const ordered = [...app.publicCounters].sort(
    (a, b) => PUBLIC_COUNTER_KEYS.indexOf(a.key) - PUBLIC_COUNTER_KEYS.indexOf(b.key),
  );

  /** Readiness: 'draining' with a 503 from the moment the server starts shutting down. */
  app.get(
    '/health',
    { schema: { tags, response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) =>
      app.isDraining() ? reply.status(503).send({ status: 'draining' }) : { status: 'ok' as const },
  );

  app.get('/public/stats', { schema: { tags, response: { 200: publicStatsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    const counts = await Promise.all(ordered.map((counter) => counter.count(app)));
    return { counters: ordered.map((counter, index) => ({ key: counter.key, count: counts[index]! })) };
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
