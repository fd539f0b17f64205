import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createMember, STRONG_PASSWORD } from '../test-support/factories.js';
import { forumApi } from '../test-support/forum.js';
import { HAPROXY, startHaproxy } from '../test-support/haproxy.js';
import { openSse } from '../test-support/sse-client.js';
import { startTcpRelay, type TcpRelay } from '../test-support/tcp-relay.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;
const ready = Boolean(redisUrl) && process.env.TEST_DB === 'postgres' && existsSync(HAPROXY);
const OUTAGE_MS = 30_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 28, item 4 as the issue ran it: two instances behind the README's HAProxy configuration,
 * Redis refusing connections for a while under a light load of reads. The balancer keeps both
 * instances (no "No server is available" 503), sign-in answers within 2 s, and a live stream opened
 * through the balancer during the outage delivers the next reply within a second once Redis is back.
 */
describe.skipIf(!ready)('two instances behind HAProxy while Redis is down', () => {
  let relay: TcpRelay;
  let t: TestApp;
  let b: FastifyInstance;
  let haproxy: ChildProcess;
  let balancer: string;

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 6379) });
    t = await createTestApp({ env: { REDIS_URL: relay.through(redisUrl!), TRUST_PROXY: 'true' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    b = await buildApp({ config: t.config, logger: false });
    await b.listen({ host: '127.0.0.1', port: 0 });
    const port = await freePort();
    balancer = `http://127.0.0.1:${port}`;
    haproxy = await startHaproxy(t.config.dataDir, port, { a: portOf(t.app), b: portOf(b) });
    const deadline = Date.now() + 20_000;
    let healthy = 0;
    while (healthy < 6 && Date.now() < deadline) {
      const status = (await fetch(`${balancer}/api/health/ready`).catch(() => null))?.status;
      healthy = status === 200 ? healthy + 1 : 0;
      await pause(100);
    }
    if (healthy < 6) throw new Error('HAProxy did not come up');
  }, 60_000);
  afterAll(async () => {
    haproxy?.kill('SIGTERM');
    await relay?.setMode('pass');
    await b?.close();
    await t?.close();
    await relay?.close();
  }, 20_000);

  it('keeps both instances, signs in within 2 s, and streams the next reply within a second of recovery', async () => {
    const author = await createMember(t.app);
    const replier = await createMember(t.app);
    const forum = forumApi(t);
    const topic = await forum.topic(author);

    await relay.setMode('refuse');
    const outageEnds = Date.now() + OUTAGE_MS;
    const statuses: number[] = [];
    const servers = new Set<string>();
    const reads = (async () => {
      while (Date.now() < outageEnds) {
        const response = await fetch(`${balancer}/api/forum/topics/${topic.id}`, {
          headers: { cookie: author.cookie },
        });
        statuses.push(response.status);
        servers.add(response.headers.get('x-served-by') ?? '');
        await response.arrayBuffer();
        await pause(100);
      }
    })();
    await pause(1500);
    const started = performance.now();
    const signIn = await fetch(`${balancer}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
      body: JSON.stringify({ email: replier.email, password: STRONG_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
    const stream = await openSse(`${balancer}/api/events`, { cookie: author.cookie });
    try {
      expect(stream.status).toBe(200);
      await reads;
      expect(statuses.length).toBeGreaterThan(20);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect([...servers].sort()).toEqual(['a', 'b']);

      await relay.setMode('pass');
      await expect
        .poll(async () => (await (await fetch(`${balancer}/api/health`)).json()).status, { timeout: 5000 })
        .toBe('ok');
      // Both instances' connections are back (each instance's own report).
      for (const app of [t.app, b]) {
        await expect
          .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).json().status, { timeout: 5000 })
          .toBe('ok');
      }
      const sent = performance.now();
      await forum.reply(replier, topic.id);
      await expect
        .poll(() => stream.events.some((event) => event.type === 'notifications'), { timeout: 1000, interval: 10 })
        .toBe(true);
      expect(performance.now() - sent).toBeLessThan(1000);
    } finally {
      stream.close();
    }
  }, 90_000);
});
