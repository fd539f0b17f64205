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

  const response = { 200: healthResponseSchema, 503: healthResponseSchema };
  const checkDatabase = async () =>
    (await databaseAnswers(app.database)) ? ('ok' as const) : ('unavailable' as const);

  /** Liveness: the process answers (a supervisor restarts it otherwise); no store is asked. */
  app.get('/health/live', { schema: { tags, response } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  /**
   * Readiness, for the balancer (decision 0081): 200 while this instance can serve, i.e. its database
   * answers; 'draining' from the moment it starts shutting down. Redis is left out on purpose: without
   * it every instance still serves (rate limits per instance, live events paused), and a balancer
   * that removed every instance would answer nothing at all.
   */
  app.get('/health/ready', { schema: { tags, response } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.isDraining()) return reply.status(503).send({ status: 'draining' });
    const database = await checkDatabase();
    return reply
      .status(database === 'ok' ? 200 : 503)
      .send({ status: database === 'ok' ? 'ok' : 'unavailable', database });
  });

  /** The dependency report: every store's state; 'degraded' (still 200) while Redis fails. */
  app.get('/health', { schema: { tags, response } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.isDraining()) return reply.status(503).send({ status: 'draining' });
    const [database, redisUp] = await Promise.all([
      checkDatabase(),
      app.redis ? redisAnswers(app.redis, app.config.redisCommandTimeoutMs) : null,
    ]);
    const redis = redisUp === null ? ('not-configured' as const) : redisUp ? ('ok' as const) : ('unavailable' as const);
    const status = database !== 'ok' ? 'unavailable' : redis === 'unavailable' ? 'degraded' : 'ok';
    return reply.status(database === 'ok' ? 200 : 503).send({ status, database, redis });
  });

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
