// AdSpy at scale (issue 16, 'Performance'): 1,000 members with 50 competitors each and 180 days of
// snapshots (bench/adspy-load.ts), the built server in its own process on that data, each request
// sent one at a time over HTTP by a member with 50 competitors: the competitor list with its
// computed figures, and the 180-day comparison of 5 competitors. On SQLite, and on PostgreSQL too
// when BENCH_DATABASE_URL is set; target p95 < 20 ms on both.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openSqlite } from '../apps/server/src/db/database.js';
import type { AdSpyPlan } from './adspy-load.js';
import { ADSPY_PLAN, countOf, expectedSnapshots, loadPostgres, loadSqlite, TOTALS_SQL } from './adspy-load.js';
import { admin, siblingDatabase } from './lib/forum-dataset.js';
import type { Case } from './lib/request-timing.js';
import { time } from './lib/request-timing.js';
import { loadRow, p95Row } from './lib/rows.js';
import { send2xx, signUp, startServer } from './lib/server.js';
import type { BenchContext, Benchmark, Row } from './lib/types.js';

const TARGET_P95_MS = 20;
const ROUNDS = { warmUp: 20, rounds: 5, perRound: 40 };

function plan(): AdSpyPlan {
  return {
    ...ADSPY_PLAN,
    members: Number(process.env.ADSPY_BENCH_MEMBERS ?? ADSPY_PLAN.members),
    today: Math.floor(Date.now() / 86_400_000),
  };
}

async function totals(kind: 'sqlite' | 'postgres', file: string, url: string | undefined) {
  if (kind === 'sqlite') {
    const sqlite = openSqlite(file);
    const row = sqlite.prepare(TOTALS_SQL).get() as Record<string, unknown>;
    sqlite.close();
    return { competitors: Number(row.competitors), snapshots: Number(row.snapshots) };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const row = (await client.query(TOTALS_SQL)).rows[0] as Record<string, unknown>;
    return { competitors: Number(row.competitors), snapshots: Number(row.snapshots) };
  } finally {
    await client.end();
  }
}

/** The reader's answers say what the data says: 50 competitors, today's counts, and 180 days of 5. */
async function checkAnswers(origin: string, cookie: string, p: AdSpyPlan) {
  const list = JSON.parse(await send2xx('GET', `${origin}/api/adspy/competitors`, cookie)) as {
    items: Array<{ id: string; figures: { activeAds: number; yesterdayAds: number | null } }>;
  };
  const first = list.items[0];
  if (list.items.length !== p.competitorsPerMember || first?.figures.activeAds !== countOf(1, 0)) {
    throw new Error(`list: ${list.items.length} competitors, first ${JSON.stringify(first)}`);
  }
  const chart = JSON.parse(
    await send2xx('GET', `${origin}/api/adspy/competitors/comparison?ids=1,2,3,4,5&days=180`, cookie),
  ) as { dates: string[]; series: Array<{ counts: Array<number | null> }> };
  if (chart.dates.length !== 180 || chart.series.length !== 5 || chart.series[0]!.counts.at(-1) !== countOf(1, 0)) {
    throw new Error(`comparison: ${chart.dates.length} days, ${chart.series.length} series`);
  }
}

async function measure(context: BenchContext, kind: 'sqlite' | 'postgres'): Promise<Row[]> {
  const started = performance.now();
  const dataDir = path.join(context.tmp, `adspy-${kind}`);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'blivion.db');
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const name = `blivion_bench_adspy_${randomBytes(4).toString('hex')}`;
    await admin(context.postgresUrl!, `create database ${name}`);
    databaseUrl = siblingDatabase(context.postgresUrl!, name);
    context.onFinish(() => admin(context.postgresUrl!, `drop database if exists ${name} with (force)`));
  }
  const serverOptions = { root: context.root, dataDir, ...(databaseUrl ? { databaseUrl } : {}) };
  let server = await startServer(serverOptions);
  let reader;
  try {
    reader = await signUp(server.origin, 'Leitora do AdSpy', 'leitora@adspy.bench.test');
  } finally {
    await server.stop();
  }
  const p = plan();
  context.log(`${kind}: loading ${p.members} members x ${p.competitorsPerMember} competitors x ${p.days} days`);
  if (databaseUrl) await loadPostgres(databaseUrl, p, reader.userId, context.log);
  else loadSqlite(file, p, reader.userId, context.log);
  const loaded = await totals(kind, file, databaseUrl);
  const expected = { competitors: p.members * p.competitorsPerMember, snapshots: expectedSnapshots(p) };
  if (JSON.stringify(loaded) !== JSON.stringify(expected)) {
    throw new Error(`${kind}: loaded ${JSON.stringify(loaded)}, the plan says ${JSON.stringify(expected)}`);
  }
  const seedSeconds = (performance.now() - started) / 1000;
  context.log(`${kind}: loaded in ${seedSeconds.toFixed(1)} s: ${JSON.stringify(loaded)}`);

  server = await startServer(serverOptions);
  try {
    await checkAnswers(server.origin, reader.cookie, p);
    const cases: Case[] = [
      {
        label: `competitor list with computed figures (${p.competitorsPerMember} competitors, ${p.days} days each)`,
        request: () => ({ method: 'GET', url: '/api/adspy/competitors' }),
      },
      {
        label: `comparison of 5 competitors over ${p.days} days`,
        request: (i) => {
          const first = 1 + (i % (p.competitorsPerMember - 4));
          const ids = [0, 1, 2, 3, 4].map((k) => first + k).join(',');
          return { method: 'GET', url: `/api/adspy/competitors/comparison?ids=${ids}&days=180` };
        },
      },
    ];
    const timings = await time(server.origin, reader.cookie, server.child.pid!, cases, ROUNDS);
    const db = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    return [
      loadRow(
        `${db}: load ${expected.competitors.toLocaleString('en-US')} competitors, ${expected.snapshots.toLocaleString('en-US')} snapshots`,
        seedSeconds,
        'bulk load, not through the API (bench/adspy-load.ts); includes the server’s first start',
      ),
      ...cases.map((c, index) => {
        const t = timings[index]!;
        const cpu = `server CPU ${(t.serverCpuMs / t.all.length).toFixed(2)} ms a request; `;
        return p95Row(`${db}: AdSpy ${c.label}, p95`, t, TARGET_P95_MS, cpu);
      }),
    ];
  } finally {
    await server.stop();
  }
}

export const adSpyAtScale: Benchmark = {
  id: 'adspy-scale',
  item: 10,
  title: 'AdSpy at scale (issue 16)',
  async run(context) {
    const rows = await measure(context, 'sqlite');
    if (context.postgresUrl) rows.push(...(await measure(context, 'postgres')));
    return rows;
  },
};
