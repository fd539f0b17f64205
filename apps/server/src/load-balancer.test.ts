import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createStaff } from './test-support/factories.js';
import { HAPROXY, startHaproxy } from './test-support/haproxy.js';
import { startServerProcess, type ServerProcess } from './test-support/server-process.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

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
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  tag: string;
  method: 'GET' | 'POST';
  status: number;
  /** The server HAProxy took the answer from (x-served-by), after any retry. */
  server: string;
  id?: string;
  title?: string;
}

/**
 * Three instances on one PostgreSQL and one Redis behind a real HAProxy (Debian's), configured as the
 * README's example (issue 17): a and b in this process, c a server process of its own, so it can be
 * killed. Requests reach every instance; one shut down under load is drained by its readiness check
 * and HAProxy's retry, and no request fails; one killed under a load of writes loses nothing it
 * acknowledged, and no request to the others fails.
 */
describe.skipIf(!ready)('instances behind HAProxy', () => {
  let t: TestApp;
  let b: FastifyInstance;
  let c: ServerProcess;
  let cDataDir: string;
  let haproxy: ChildProcess;
  let balancer: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: redisUrl! } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    cDataDir = await mkdtemp(path.join(tmpdir(), 'blivion-instance-c-'));
    const database = t.config.database;
    if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
    const started = startServerProcess({
      DATA_DIR: cDataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      AUTH_SECRET: t.config.authSecret,
      SECRETS_KEY: t.config.secretsKey,
      PUBLIC_URL: t.config.publicUrl,
      SCHEDULED_JOBS: 'false',
    });
    b = await buildApp({ config: t.config, logger: false });
    await b.listen({ host: '127.0.0.1', port: 0 });
    c = await started;
    const port = await freePort();
    balancer = `http://127.0.0.1:${port}`;
    haproxy = await startHaproxy(t.config.dataDir, port, { a: portOf(t.app), b: portOf(b), c: c.port });
    // Every server up in HAProxy's checks (each answers once, then all for a while).
    const deadline = Date.now() + 20_000;
    let healthy = 0;
    while (healthy < 9 && Date.now() < deadline) {
      const status = (await fetch(`${balancer}/api/health`).catch(() => null))?.status;
      healthy = status === 200 ? healthy + 1 : 0;
      await pause(100);
    }
    if (healthy < 9) throw new Error('HAProxy did not come up');
  }, 60_000);
  afterAll(async () => {
    haproxy?.kill('SIGTERM');
    if (c && c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGKILL');
    await b?.close();
    await t?.close();
    if (cDataDir) await rm(cDataDir, { recursive: true, force: true });
  }, 20_000);

  it('sends requests to every instance', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const response = await fetch(`${balancer}/api/public/stats`);
      expect(response.status).toBe(200);
      served.add(response.headers.get('x-served-by') ?? '');
    }
    expect([...served].sort()).toEqual(['a', 'b', 'c']);
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
    await pause(300);
    await b.close(); // SIGTERM's path: readiness says draining, requests in flight finish
    await pause(800);
    stop = true;
    await Promise.all(clients);
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('loses no acknowledged write and fails no request to the survivor when an instance is killed', async () => {
    const admin = await createStaff(t.app, 'admin');
    const answers: Answer[] = [];
    let stop = false;
    let sent = 0;
    // Which requests reached the survivor (a), whatever the client saw.
    const reachedA = new Set<string>();
    t.app.server.on('request', (request) => reachedA.add(String(request.headers['x-load-tag'])));
    const write = async () => {
      const tag = String((sent += 1));
      const title = `Curso sob carga ${tag}`;
      const response = await fetch(`${balancer}/api/admin/courses`, {
        method: 'POST',
        headers: {
          cookie: admin.cookie,
          origin: t.config.publicUrl,
          'content-type': 'application/json',
          'x-load-tag': tag,
        },
        body: JSON.stringify({
          title,
          description: 'Escrito durante a queda de uma instância.',
          category: 'marketing',
        }),
      }).catch(() => null);
      const body = response?.ok ? await response.json() : await response?.arrayBuffer().catch(() => null);
      const id = response?.ok ? String((body as { id: string | number }).id) : undefined;
      answers.push({ tag, method: 'POST', status: response?.status ?? 0, server: serverOf(response), id, title });
    };
    const read = async () => {
      const tag = String((sent += 1));
      const response = await fetch(`${balancer}/api/public/stats`, { headers: { 'x-load-tag': tag } }).catch(
        () => null,
      );
      await response?.arrayBuffer().catch(() => {});
      answers.push({ tag, method: 'GET', status: response?.status ?? 0, server: serverOf(response) });
    };
    const client = async () => {
      while (!stop) {
        await write();
        await read();
      }
    };
    const clients = Array.from({ length: 8 }, client);
    const servedByC = () => answers.filter((answer) => answer.server === 'c' && answer.method === 'POST').length;
    while (servedByC() < 10) await pause(20);
    const beforeKill = answers.length;
    c.child.kill('SIGKILL');
    await c.exited;
    await pause(1500);
    stop = true;
    await Promise.all(clients);

    const afterKill = answers.slice(beforeKill);
    // The balancer moved the traffic: the survivor took many writes after the kill.
    expect(afterKill.filter((answer) => answer.server === 'a' && answer.status === 201).length).toBeGreaterThan(20);
    // Only a write in flight on the killed instance may fail (one per client at most): HAProxy
    // answers 502, or closes the client's connection as c closed its own. Reads are sent again.
    const failed = answers.filter((answer) => answer.status < 200 || answer.status > 299);
    const failedElsewhere = failed.filter(
      (answer) => answer.method !== 'POST' || reachedA.has(answer.tag) || !['c', 'none'].includes(answer.server),
    );
    expect(failedElsewhere).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(8);
    // Every acknowledged write is in the database, as acknowledged.
    const acknowledged = answers.filter((answer) => answer.id !== undefined);
    const rows = await t.app.database.db
      .selectFrom('courses')
      .select(['id', 'title'])
      .where(
        'id',
        'in',
        acknowledged.map((answer) => Number(answer.id)),
      )
      .execute();
    expect(new Map(rows.map((row) => [String(row.id), row.title]))).toEqual(
      new Map(acknowledged.map((answer) => [answer.id!, answer.title!])),
    );
    // And no write was applied twice (a write is never sent again once an instance may have begun it).
    const titles = await t.app.database.db
      .selectFrom('courses')
      .select('title')
      .where('title', 'like', 'Curso sob carga %')
      .execute();
    expect(titles.length).toBe(new Set(titles.map((row) => row.title)).size);
  }, 30_000);
});

function serverOf(response: Response | null): string {
  return response?.headers.get('x-served-by') ?? 'none';
}
