import { translate } from '@blivion/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogCapture } from '../test-support/log-capture.js';
import { captureLogs } from '../test-support/log-capture.js';
import { startTcpRelay, type TcpRelay } from '../test-support/tcp-relay.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Short timeouts so that the outages below cost seconds (production's are in env.ts, decision 0080). */
const TIMEOUTS = {
  DATABASE_CONNECT_TIMEOUT_MS: '700',
  DATABASE_STATEMENT_TIMEOUT_MS: '1200',
  DATABASE_QUERY_TIMEOUT_MS: '1500',
  DATABASE_IDLE_TIMEOUT_MS: '5000',
};
/** Every request must be answered within the longest timeout and this margin (a loaded machine). */
const ANSWER_WITHIN_MS = 1500 + 1500;
/** How long the database stays silent (issue 28: 20 s). */
const SILENT_MS = 20_000;

function addProbeRoutes(app: FastifyInstance): void {
  app.get('/api/test-db/ping', async () => {
    await sql`select 1`.execute(app.database.db);
    return { ok: true };
  });
  app.get('/api/test-db/slow', async () => {
    await sql`select pg_sleep(0.8)`.execute(app.database.db);
    return { ok: true };
  });
}

function expectUnavailable(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual({
    error: { code: 'DEPENDENCY_UNAVAILABLE', message: translate('errors.DEPENDENCY_UNAVAILABLE') },
  });
  expect(translate('errors.DEPENDENCY_UNAVAILABLE')).toContain('temporariamente indisponível');
}

/** Until pg_stat_activity shows one of the app's queries running pg_sleep. */
async function untilSleeping(): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await expect
      .poll(
        async () =>
          (
            await client.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where query like 'select pg_sleep%' and state = 'active'",
            )
          ).rows[0]!.n,
        { timeout: 3000, interval: 20 },
      )
      .toBeGreaterThan(0);
  } finally {
    await client.end();
  }
}

/**
 * Issue 28, PostgreSQL: the app's connections go through a relay of the test's that resets them or
 * drops their traffic silently. A lost connection fails only the requests on it; a silent database
 * costs a fast 503, and the app serves again within seconds of the database answering, no restart.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL failing under the app', () => {
  let relay: TcpRelay;
  let t: TestApp;
  let logs: LogCapture;
  const ping = () => t.app.inject({ method: 'GET', url: '/api/test-db/ping' });

  beforeAll(async () => {
    const target = new URL(postgresUrl!);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    logs = captureLogs('info');
    t = await createTestApp({
      env: TIMEOUTS,
      logger: logs.logger,
      databaseUrl: (url) => relay.through(url),
      beforeReady: addProbeRoutes,
    });
  });
  afterAll(async () => {
    // The relay first: connections it silenced would keep the pool's close waiting for ever.
    await relay?.close();
    await t?.close();
  });

  it('fails only the request whose connection is reset under its running query; the process stays up', async () => {
    const slow = t.app.inject({ method: 'GET', url: '/api/test-db/slow' });
    await untilSleeping();
    relay.resetConnections();
    expectUnavailable(await slow);
    // A checked-out client's 'error' event would have ended the process (vitest reports it as an
    // unhandled error); the next requests open new connections.
    expect((await ping()).statusCode).toBe(200);
    const [a, b] = await Promise.all([ping(), t.app.inject({ method: 'GET', url: '/api/test-db/slow' })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  });

  it('answers a fast 503 while the database is silent, and serves again within 5 s of its return', async () => {
    // A few connections in the pool, all of which the partition will strand.
    await Promise.all(Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: '/api/test-db/slow' })));
    await relay.setMode('blackhole');

    const started = performance.now();
    const during = await Promise.all(Array.from({ length: 6 }, ping));
    const elapsed = performance.now() - started;
    for (const response of during) expectUnavailable(response);
    expect(elapsed).toBeLessThan(ANSWER_WITHIN_MS);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);

    // Silent for SILENT_MS in all (the 20 s): every request all along is a fast 503, never a hang.
    while (performance.now() - started < SILENT_MS) {
      const again = performance.now();
      expectUnavailable(await ping());
      expect(performance.now() - again).toBeLessThan(ANSWER_WITHIN_MS);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }

    await relay.setMode('pass');
    const back = performance.now();
    await expect.poll(async () => (await ping()).statusCode, { timeout: 5000, interval: 50 }).toBe(200);
    expect(performance.now() - back).toBeLessThan(5000);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  }, 60_000);

  it('answers a fast 503 while the database refuses connections, then serves again', async () => {
    await relay.setMode('refuse');
    const started = performance.now();
    expectUnavailable(await ping());
    expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    await relay.setMode('pass');
    await expect.poll(async () => (await ping()).statusCode, { timeout: 5000, interval: 50 }).toBe(200);
  });

  it('logs one structured line when the database goes and one when it returns, per outage', async () => {
    const outages = logs.entries().filter((entry) => entry.dependency === 'database');
    const events = outages.filter((entry) => entry.event).map((entry) => entry.event);
    // Three outages above (reset, silence, refusal), each reported once each way.
    expect(events).toEqual([
      'dependency-down',
      'dependency-up',
      'dependency-down',
      'dependency-up',
      'dependency-down',
      'dependency-up',
    ]);
    const down = outages.find((entry) => entry.event === 'dependency-down')!;
    expect(down.level).toBe(50);
    expect(down.msg).toBe('dependency unavailable');
    expect(typeof down.reason).toBe('string');
  });
});
