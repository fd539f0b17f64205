// Issue 31, 'Performance': a burst of 1,000 webhook deliveries, 20 at a time, from the fake Hotmart
// (apps/server/src/test-support/fake-sales) to the built server: each an approved purchase of a
// new buyer (the heaviest case: an account and an invitation per sale). Measured: the
// acknowledgement time of each delivery (p95 under 50 ms) against the same burst of GET
// /api/health in the same run (the baseline), and the time from the first delivery until every
// event is applied (under 10 s). On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { hotmartPurchase } from '../apps/server/src/test-support/fake-sales/hotmart.js';
import { admin, siblingDatabase } from './lib/forum-dataset.js';
import { signUp, startServer } from './lib/server.js';
import { quantile } from './lib/stats.js';
import type { BenchContext, Benchmark, Row } from './lib/types.js';

const DELIVERIES = 1000;
const CONCURRENCY = 20;
const TARGET_ACK_P95_MS = 50;
const TARGET_APPLIED_MS = 10_000;
const HOTTOK = 'hottok-do-benchmark-0001';
const MASTER = 'bench-vendas@exemplo.test';

/** Runs `count` requests, `concurrency` at a time; the duration of each, in ms. */
async function burst(count: number, concurrency: number, request: (i: number) => Promise<void>): Promise<number[]> {
  const durations: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const started = performance.now();
        await request(i);
        durations.push(performance.now() - started);
      }
    }),
  );
  return durations;
}

async function json<T>(response: Response, status: number, what: string): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

async function measure(context: BenchContext, kind: 'sqlite' | 'postgres'): Promise<Row[]> {
  const dataDir = path.join(context.tmp, `sales-${kind}`);
  mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const name = `blivion_bench_sales_${randomBytes(4).toString('hex')}`;
    await admin(context.postgresUrl!, `create database ${name}`);
    databaseUrl = siblingDatabase(context.postgresUrl!, name);
    context.onFinish(() => admin(context.postgresUrl!, `drop database if exists ${name} with (force)`));
  }
  const server = await startServer({
    root: context.root,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { MASTER_EMAILS: MASTER },
  });
  try {
    const origin = server.origin;
    const { cookie } = await signUp(origin, 'Dona do Benchmark', MASTER);
    const headers = { cookie, origin, 'content-type': 'application/json' };
    const connection = await json<{ connection: { id: string; webhookUrl: string } }>(
      await fetch(`${origin}/api/admin/sales/connections`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ platform: 'hotmart', name: 'Hotmart', secret: HOTTOK }),
      }),
      201,
      'connect',
    );
    await json(
      await fetch(`${origin}/api/admin/sales/products`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          connectionId: connection.connection.id,
          externalId: '4242',
          name: 'Curso do Benchmark',
          access: 'total',
          duration: 'days',
          days: 365,
          credits: 100,
        }),
      }),
      201,
      'map product',
    );
    const url = connection.connection.webhookUrl;
    const bodies = Array.from({ length: DELIVERIES }, (_, i) =>
      JSON.stringify(
        hotmartPurchase('PURCHASE_APPROVED', {
          transaction: `HPBENCH${kind}${i}`,
          product: { id: '4242', name: 'Curso do Benchmark' },
          buyer: { email: `comprador-${kind}-${i}@exemplo.test`, name: `Comprador ${i}` },
        }),
      ),
    );

    context.log(`${kind}: baseline, ${DELIVERIES} GET /api/health, ${CONCURRENCY} at a time`);
    const baseline = await burst(DELIVERIES, CONCURRENCY, async () => {
      const response = await fetch(`${origin}/api/health`);
      await json(response, 200, 'health');
    });

    context.log(`${kind}: ${DELIVERIES} deliveries, ${CONCURRENCY} at a time`);
    const started = performance.now();
    const acks = await burst(DELIVERIES, CONCURRENCY, async (i) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hotmart-hottok': HOTTOK },
        body: bodies[i],
      });
      await json(response, 200, `delivery ${i}`);
    });
    const acknowledgedMs = performance.now() - started;
    // Applied when no event waits any more; every one must have been applied (none failed).
    let appliedAt = 0;
    while (appliedAt === 0) {
      const waiting = await json<{ items: unknown[] }>(
        await fetch(`${origin}/api/admin/sales/events?state=received&limit=1`, { headers: { cookie } }),
        200,
        'events',
      );
      if (waiting.items.length === 0) appliedAt = performance.now();
      else if (performance.now() - started > 120_000) throw new Error('events still waiting after 120 s');
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const connections = await json<{ items: { failedEvents: number }[] }>(
      await fetch(`${origin}/api/admin/sales/connections`, { headers: { cookie } }),
      200,
      'connections',
    );
    if (connections.items[0]!.failedEvents !== 0) {
      throw new Error(`${connections.items[0]!.failedEvents} events failed`);
    }
    const appliedMs = appliedAt - started;
    const ackP95 = quantile(acks, 0.95);
    const baseP95 = quantile(baseline, 0.95);
    const label = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    context.log(
      `${kind}: ack p95 ${ackP95.toFixed(1)} ms (health ${baseP95.toFixed(1)} ms), applied in ${appliedMs.toFixed(0)} ms (all acknowledged after ${acknowledgedMs.toFixed(0)} ms)`,
    );
    return [
      {
        name: `${label}: Hotmart burst of ${DELIVERIES} new-buyer sales, ${CONCURRENCY} at a time, acknowledgement p95`,
        baseline: { value: baseP95, unit: 'ms' },
        candidate: { value: ackP95, unit: 'ms' },
        ratio: ackP95 / baseP95,
        spread: { min: quantile(acks, 0.5), max: Math.max(...acks) },
        target: `p95 < ${TARGET_ACK_P95_MS} ms`,
        pass: ackP95 < TARGET_ACK_P95_MS,
        note: 'baseline: the same burst of GET /api/health; spread: median and slowest acknowledgement',
      },
      {
        name: `${label}: the same burst fully applied (accounts, invitations, access, credits, audit)`,
        baseline: null,
        candidate: { value: appliedMs, unit: 'ms' },
        ratio: null,
        spread: null,
        target: `< ${TARGET_APPLIED_MS / 1000} s from the first delivery`,
        pass: appliedMs < TARGET_APPLIED_MS,
      },
    ];
  } finally {
    await server.stop();
  }
}

export const salesWebhooks: Benchmark = {
  id: 'sales-webhooks',
  item: 12,
  title: 'A burst of sales webhooks acknowledged and applied (issue 31)',
  async run(context) {
    const rows = await measure(context, 'sqlite');
    if (context.postgresUrl) rows.push(...(await measure(context, 'postgres')));
    else context.log('BENCH_DATABASE_URL is not set: PostgreSQL skipped');
    return rows;
  },
};
