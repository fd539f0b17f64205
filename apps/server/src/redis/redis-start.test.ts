import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, STRONG_PASSWORD, uniqueIp } from '../test-support/factories.js';
import { startTcpRelay, type TcpRelay } from '../test-support/tcp-relay.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * An instance that starts while Redis is down (a deploy during an outage, a restart after a crash)
 * starts and serves like one whose Redis went away later, and uses Redis once it answers, without
 * a restart (issue 28: recovery needs no restart).
 */
describe.runIf(redisUrl && process.env.TEST_DB === 'postgres')('Starting while Redis is down', () => {
  let relay: TcpRelay;
  let t: TestApp;

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 6379) });
    await relay.setMode('refuse');
    t = await createTestApp({
      env: { REDIS_URL: relay.through(redisUrl!), REDIS_COMMAND_TIMEOUT_MS: '400' },
      beforeReady: (app) => {
        app.get('/api/test-redis/ping', async () => ({ value: await app.redis!.ping() }));
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
  });

  const health = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return [response.statusCode, response.json<{ status: string; redis?: string }>()] as const;
  };

  it('starts ready, signs members in, then uses Redis within seconds of its return', async () => {
    expect(await health('/api/health/ready')).toEqual([200, { status: 'ok', database: 'ok' }]);
    expect(await health('/api/health')).toEqual([
      200,
      expect.objectContaining({ status: 'degraded', redis: 'unavailable' }),
    ]);
    const member = await createMember(t.app);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: member.email, password: STRONG_PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(signIn.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/test-redis/ping' })).statusCode).toBe(503);

    await relay.setMode('pass');
    await expect
      .poll(() => health('/api/health'), { timeout: 5000 })
      .toEqual([200, expect.objectContaining({ status: 'ok', redis: 'ok' })]);
    const ping = await t.app.inject({ method: 'GET', url: '/api/test-redis/ping' });
    expect([ping.statusCode, ping.json()]).toEqual([200, { value: 'PONG' }]);

    // Live events travel through Redis again.
    const heard: string[] = [];
    const stop = t.app.events.subscribe('test:redis-start', (event) => heard.push(event.type));
    await t.app.events.listening('test:redis-start');
    await t.app.events.publish('test:redis-start', 'hello', {});
    await expect.poll(() => heard, { timeout: 2000 }).toEqual(['hello']);
    stop();
  });
});
