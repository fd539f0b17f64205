import type { AddressInfo } from 'node:net';
import { translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { featureSwitches } from '../modules/settings/feature-switches.js';
import { createMember, createStaff, STRONG_PASSWORD, uniqueIp } from '../test-support/factories.js';
import { forumApi } from '../test-support/forum.js';
import type { LogCapture } from '../test-support/log-capture.js';
import { captureLogs } from '../test-support/log-capture.js';
import { openSse } from '../test-support/sse-client.js';
import { startTcpRelay, type TcpRelay } from '../test-support/tcp-relay.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;
const COMMAND_TIMEOUT_MS = 400;
/** Sign-in must answer within this while Redis is down or frozen (issue 28). */
const SIGN_IN_WITHIN_MS = 2000;

function addProbeRoutes(app: FastifyInstance): void {
  app.get('/api/test-redis/get', async () => ({ value: await app.redis!.get('blivion:test') }));
  app.get('/api/test-redis/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }));
}

/**
 * Issue 28, Redis: the app's Redis connections go through a relay of the test's that refuses them
 * or silences them. The instance stays ready, sign-in keeps working, rate limits count in the
 * process, a saved change says so, live streams hear again and are told to reload.
 */
describe.runIf(redisUrl && process.env.TEST_DB === 'postgres')('Redis failing under the app', () => {
  let relay: TcpRelay;
  let t: TestApp;
  let b: FastifyInstance;
  let logs: LogCapture;
  const consoleErrors = vi.spyOn(console, 'error');

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 6379) });
    logs = captureLogs('info');
    t = await createTestApp({
      env: { REDIS_URL: relay.through(redisUrl!), REDIS_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS) },
      logger: logs.logger,
      beforeReady: addProbeRoutes,
    });
    // A second instance on the same Redis (through the same relay, as both would see one outage).
    b = await buildApp({ config: t.config, logger: false });
    await b.ready();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await relay?.setMode('pass');
    await b?.close();
    await t?.close();
    await relay?.close();
  });

  const health = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return [response.statusCode, response.json<{ status: string; redis?: string }>()] as const;
  };

  async function signIn(email: string) {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: STRONG_PASSWORD },
      remoteAddress: uniqueIp(),
    });
    return { status: response.statusCode, ms: performance.now() - started };
  }

  for (const mode of ['refuse', 'blackhole'] as const) {
    it(`keeps the instance ready and signing in while Redis ${mode === 'refuse' ? 'refuses' : 'is silent'}; limits count in the process`, async () => {
      const member = await createMember(t.app);
      await relay.setMode(mode);
      try {
        const first = await signIn(member.email);
        expect(first.status).toBe(200);
        expect(first.ms).toBeLessThan(SIGN_IN_WITHIN_MS);
        await expect
          .poll(() => health('/api/health'), { timeout: 3000 })
          .toEqual([200, expect.objectContaining({ status: 'degraded', redis: 'unavailable' })]);
        expect(await health('/api/health/ready')).toEqual([200, { status: 'ok', database: 'ok' }]);
        const second = await signIn(member.email);
        expect([second.status, second.ms < SIGN_IN_WITHIN_MS]).toEqual([200, true]);

        // A rate limit still holds, counted by this instance alone.
        const ip = uniqueIp();
        const statuses = [];
        for (let i = 0; i < 4; i += 1) {
          statuses.push(
            (await t.app.inject({ method: 'GET', url: '/api/test-redis/limited', remoteAddress: ip })).statusCode,
          );
        }
        expect(statuses).toEqual([200, 200, 200, 429]);

        // What needs Redis itself answers a 503 with the Portuguese text, within the command timeout.
        const started = performance.now();
        const direct = await t.app.inject({ method: 'GET', url: '/api/test-redis/get' });
        expect(direct.statusCode).toBe(503);
        expect(direct.json().error.message).toBe(translate('errors.DEPENDENCY_UNAVAILABLE'));
        expect(performance.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS + 1000);
      } finally {
        await relay.setMode('pass');
      }
      await expect
        .poll(() => health('/api/health'), { timeout: 5000 })
        .toEqual([200, expect.objectContaining({ status: 'ok', redis: 'ok' })]);
    });
  }

  it('saves a feature switch while Redis is silent, says so at once, and the other instance reads it once Redis is back', async () => {
    const admin = await createStaff(t.app, 'admin');
    const before = (await featureSwitches(b.database.db)).adSpyEnabled;
    await relay.setMode('blackhole');
    const started = performance.now();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/features',
      headers: { cookie: admin.cookie },
      payload: { adSpyEnabled: !before },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().adSpyEnabled).toBe(!before);
    expect(performance.now() - started).toBeLessThan(SIGN_IN_WITHIN_MS);
    await relay.setMode('pass');
    // The announcement was lost: when Redis answers again the other instance resyncs (and its copy
    // would expire by itself within FEATURE_SWITCHES_MAX_AGE_MS in any case).
    const back = performance.now();
    await expect.poll(async () => (await featureSwitches(b.database.db)).adSpyEnabled, { timeout: 5000 }).toBe(!before);
    expect(performance.now() - back).toBeLessThan(5000);
  });

  it('renews a live stream opened while Redis refused, tells it to reload, then delivers within a second', async () => {
    const port = (t.app.server.address() as AddressInfo).port;
    const forum = forumApi(t);
    const author = await createMember(t.app);
    const replier = await createMember(t.app);
    const topic = await forum.topic(author);
    await relay.setMode('refuse');
    const stream = await openSse(`http://127.0.0.1:${port}/api/events`, { cookie: author.cookie });
    try {
      expect(stream.status).toBe(200);
      // An event published during the outage is lost for Redis; the page will be told to reload.
      await forum.reply(replier, topic.id);
      await relay.setMode('pass');
      await expect
        .poll(() => stream.events.map((event) => event.type), { timeout: 4000, interval: 20 })
        .toContain('reload');
      await expect
        .poll(() => health('/api/health'), { timeout: 3000 })
        .toEqual([200, expect.objectContaining({ status: 'ok' })]);
      const started = performance.now();
      await forum.reply(replier, topic.id);
      await expect
        .poll(() => stream.events.some((event) => event.type === 'notifications'), { timeout: 1000, interval: 10 })
        .toBe(true);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      stream.close();
    }
  });

  it('logs one line when Redis goes and one when it returns, and nothing from ioredis on stderr', () => {
    const events = logs
      .entries()
      .filter((entry) => entry.dependency === 'redis' && entry.event)
      .map((entry) => entry.event);
    expect(events.length).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < events.length; i += 1)
      expect(events[i]).toBe(i % 2 === 0 ? 'dependency-down' : 'dependency-up');
    const ioredisLines = consoleErrors.mock.calls.filter((call) => String(call[0]).includes('ioredis'));
    expect(ioredisLines).toEqual([]);
  });
});
