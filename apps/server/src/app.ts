import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import Fastify, { LogController } from 'fastify';
import type { Auth } from './auth/auth.js';
import { createAuth } from './auth/auth.js';
import type { DatabaseHandle } from './db/database.js';
import { createDatabase } from './db/database.js';
import type { Config } from './env.js';
import { AppError } from './http/app-error.js';
import { drainingServerFactory } from './http/draining-server.js';
import { fastifyTrustProxy } from './http/trust-proxy.js';
import { serializerCompiler } from './http/response-serializer.js';
import { validatorCompiler } from './http/well-formed-validator.js';
import { loggerOptions } from './logger.js';
import type { Mailer } from './mail/mailer.js';
import { createMailer } from './mail/mailer.js';
import { serverModules } from './module-list.js';
import type { PublicCounter, UploadReference } from './server-module.js';
import { featureSwitches, shareFeatureSwitchChanges } from './modules/settings/index.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { gracefulShutdownPlugin } from './plugins/graceful-shutdown.js';
import { openApiPlugin } from './plugins/openapi.js';
import { originCheckPlugin } from './plugins/origin-check.js';
import { requestLogPlugin } from './plugins/request-log.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionPlugin } from './plugins/session.js';
import { webAppPlugin } from './plugins/web-app.js';
import { checkUploadRoutes } from './modules/uploads/index.js';
import { storagePlugin } from './storage/storage.plugin.js';
import { createSecretBox, type SecretBox } from './crypto/secret-box.js';
import { attachEventBus } from './events/announce.js';
import { type EventBus, memoryEventBus } from './events/event-bus.js';
import { redisEventBus } from './events/redis-event-bus.js';
import { connectRedis, watchRedis } from './redis/redis.js';
import { fallbackRateLimitStore } from './redis/rate-limit-store.js';
import { createDependencyMonitor, type DependencyMonitor } from './dependencies/dependency-monitor.js';

export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    auth: Auth;
    mailer: Mailer;
    clock: Clock;
    /** Seals and opens stored secrets (provider keys, Ad Library tokens) with the server's secrets key. */
    secretBox: SecretBox;
    /** The Redis connection when REDIS_URL is set, else null (one instance, everything in process). */
    redis: Redis | null;
    /** Carries events to every instance: cache invalidations and members' live events (decision 0048). */
    events: EventBus;
    /** Which stores are failing now; logs one line when one goes and one when it returns (issue 28). */
    dependencies: DependencyMonitor;
    /** Every module's landing counters (ServerModule.publicCounters), read by GET /api/public/stats. */
    publicCounters: readonly PublicCounter[];
    /** Every module's stored upload URLs (ServerModule.uploadReferences), asked before a file is deleted. */
    uploadReferences: readonly UploadReference[];
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Tests pass their own clock to move time; the server uses the system clock. */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the e-mail sender (the create-master command captures the link instead of sending it). */
  mailer?: Mailer;
}

const systemClock: Clock = { now: () => new Date() };

export function defaultWebDistDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/** Composes the whole application; the server and the tests build the same app. */
export async function buildApp({
  config,
  clock = systemClock,
  logger,
  mailer: mailerOverride,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Our own hook below answers 503 with the error envelope while closing.
    return503OnClosing: false,
    // Idle connections are closed by the server itself once draining, after a grace (issue 27, item 2).
    serverFactory: drainingServerFactory,
    forceCloseConnections: false,
    // plugins/request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const dependencies = createDependencyMonitor(app.log);
  app.decorate('dependencies', dependencies);
  const database = createDatabase(config.database, dependencies, config.databaseTimeouts);
  const mailer =
    mailerOverride ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger: app.log,
    });
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('secretBox', createSecretBox(config.secretsKey));
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, config.redisCommandTimeoutMs, dependencies)
    : null;
  const redisBus = redis ? redisEventBus(redis, dependencies) : null;
  const events: EventBus = redisBus ?? memoryEventBus();
  const stopWatchingRedis =
    redis && redisBus
      ? watchRedis(redis, config.redisCommandTimeoutMs, dependencies, () => redisBus.recovered())
      : () => {};
  app.decorate('redis', redis);
  app.decorate('events', events);
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.decorate(
    'publicCounters',
    serverModules.flatMap((serverModule) => serverModule.publicCounters ?? []),
  );
  app.decorate(
    'uploadReferences',
    serverModules.flatMap((serverModule) => serverModule.uploadReferences ?? []),
  );
  app.decorate('auth', createAuth({ config, database, mailer, logger: app.log }));
  app.decorate('featureSwitches', () => featureSwitches(database.db));
  shareFeatureSwitchChanges(database.db, events);
  attachEventBus(database.db, events);
  app.addHook('onClose', async () => {
    // Scheduled work ends (and a run in progress finishes) while the database is still open.
    for (const serverModule of serverModules) await serverModule.onStop?.(app);
    await mailer.flush();
    await database.destroy();
    stopWatchingRedis();
    await events.close();
    await redis?.quit().catch(() => redis.disconnect());
  });

  await app.register(requestLogPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, {
    https: config.publicUrl.startsWith('https://'),
    imageOrigins: [new URL(config.metaGraphUrl).origin],
  });
  // After the security headers, so the 503 carries them too.
  await app.register(gracefulShutdownPlugin);
  await app.register(rateLimit, {
    global: false,
    // With several instances a limit must count every instance's requests (issue 17).
    // While Redis fails, each instance counts on its own (redis/rate-limit-store.ts, decision 0082).
    ...(redis ? { store: fallbackRateLimitStore(redis, dependencies, 'blivion:rate-limit:') } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
  await app.register(originCheckPlugin, { trustedOrigins: config.trustedOrigins });
  await app.register(sessionPlugin);
  await app.register(openApiPlugin);

  await app.register(storagePlugin);

  checkUploadRoutes(app);
  for (const serverModule of serverModules) {
    for (const { plugin, prefix } of serverModule.routes ?? []) await app.register(plugin, { prefix });
  }
  await app.register(webAppPlugin, { root: config.webDistDir ?? defaultWebDistDir() });
  return app;
}
