import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

const HAPROXY = '/usr/sbin/haproxy';
const redisUrl = process.env.TEST_REDIS_URL;
const ready = Boolean(redisUrl) && process.env.TEST_DB === 'postgres' && existsSync(HAPROXY);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

/**
 * Two instances on one PostgreSQL and one Redis behind a real HAProxy (Debian's), configured as the
 * README's example (issue 17): requests reach both; an instance shut down under load is drained by
 * its readiness check and HAProxy's retry, and no request fails.
 */
describe.skipIf(!ready)('two instances behind HAProxy', () => {
  let t: TestApp;
  let b: FastifyInstance;
  let haproxy: ChildProcess;
  let balancer: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: redisUrl! } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    b = await buildApp({ config: t.config, logger: false });
    await b.listen({ host: '127.0.0.1', port: 0 });
    const port = await freePort();
    balancer = `http://127.0.0.1:${port}`;
    const config = path.join(t.config.dataDir, 'haproxy.cfg');
    await writeFile(
      config,
      [
        'defaults',
        '  mode http',
        '  timeout connect 2s',
        '  timeout client 30s',
        '  timeout server 30s',
        '  timeout check 2s',
        '  retries 3',
        '  option redispatch 1',
        '  retry-on conn-failure empty-response 503',
        'frontend blivion',
        `  bind 127.0.0.1:${port}`,
        '  default_backend app',
        'backend app',
        '  balance roundrobin',
        '  option httpchk GET /api/health',
        '  http-check expect status 200',
        `  server a 127.0.0.1:${portOf(t.app)} check inter 200ms fall 3 rise 2`,
        `  server b 127.0.0.1:${portOf(b)} check inter 200ms fall 3 rise 2`,
        '',
      ].join('\n'),
    );
    haproxy = spawn(HAPROXY, ['-f', config, '-db'], { stdio: 'ignore' });
    // Both servers up in HAProxy's checks (each answers once, then both for a while).
    const deadline = Date.now() + 20_000;
    let healthy = 0;
    while (healthy < 6 && Date.now() < deadline) {
      const status = (await fetch(`${balancer}/api/health`).catch(() => null))?.status;
      healthy = status === 200 ? healthy + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (healthy < 6) throw new Error('HAProxy did not come up');
  }, 40_000);
  afterAll(async () => {
    haproxy?.kill('SIGTERM');
    await b?.close();
    await t?.close();
  }, 20_000);

  it('sends requests to both instances', async () => {
    const served = { a: 0, b: 0 };
    t.app.server.on('request', () => (served.a += 1));
    b.server.on('request', () => (served.b += 1));
    for (let i = 0; i < 10; i += 1) expect((await fetch(`${balancer}/api/public/stats`)).status).toBe(200);
    expect(served.a).toBeGreaterThan(0);
    expect(served.b).toBeGreaterThan(0);
  });

  it('loses no request when an instance shuts down under load', async () => {
    const statuses: number[] = [];
    let stop = false;
    const client = async () => {
      while (!stop) {
        const response = await fetch(`${balancer}/api/public/stats`).catch(() => null);
        statuses.push(response?.status ?? 0);
        await response?.arrayBuffer().catch(() => {});
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await b.close(); // SIGTERM's path: readiness says draining, requests in flight finish
    await new Promise((resolve) => setTimeout(resolve, 800));
    stop = true;
    await Promise.all(clients);
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});
