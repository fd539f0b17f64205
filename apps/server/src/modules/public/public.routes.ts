import {
  PUBLIC_COUNTER_KEYS,
  RATE_LIMITS,
  healthResponseSchema,
  notFoundReportSchema,
  publicStatsSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseAnswers } from '../../db/database-answers.js';
import { redisAnswers } from '../../redis/redis.js';

const tags = ['Público'];

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const ordered = [...app.publicCounters].sort(
    (a, b) => PUBLIC_COUNTER_KEYS.indexOf(a.key) - PUBLIC_COUNTER_KEYS.indexOf(b.key),
  );

  /** Readiness: 'draining' from the moment the server starts shutting down; 503 while a store does not answer. */
  app.get(
    '/health',
    { schema: { tags, response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.isDraining()) return reply.status(503).send({ status: 'draining' });
      const [database, redis] = await Promise.all([
        databaseAnswers(app.database),
        app.redis ? redisAnswers(app.redis) : null,
      ]);
      const checks = {
        database: database ? ('ok' as const) : ('unavailable' as const),
        redis: redis === null ? ('not-configured' as const) : redis ? ('ok' as const) : ('unavailable' as const),
      };
      const ready = database && redis !== false;
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', ...checks });
    },
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
