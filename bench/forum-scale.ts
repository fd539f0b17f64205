// Item 3 of issue 5 (the forum issue's targets): the forum at 100,000 members, 100,000 topics and
// 1,000,000 replies (bench/lib/forum-dataset.ts), the built server in its own process on that
// data, each request sent one at a time over HTTP by a signed-in member. On SQLite, and on
// PostgreSQL too when BENCH_DATABASE_URL is set. Rounds interleave the requests; p95 over all.
import { createDatabase } from '../apps/server/src/db/database.js';
import type { ForumCase } from './forum-cases.js';
import { prepareCases } from './forum-cases.js';
import type { ForumDataset } from './lib/forum-dataset.js';
import { forumDataset } from './lib/forum-dataset.js';
import { get2xx, startServer } from './lib/server.js';
import { loadRow, p95Row } from './lib/rows.js';
import { quantile, ratios } from './lib/stats.js';
import type { BenchContext, Benchmark, Row } from './lib/types.js';

const WARM_UP = 20;
const ROUNDS = 5;
const PER_ROUND = 40;
const TARGET_P95_MS = 20;
const DEEP_PAGE_TARGET = 1.5;
/** A rolling window's page against the month's (same query on other counters). */
const WINDOW_TARGET = 1.5;

interface Timings {
  all: number[];
  roundP95: number[];
}

async function timeCases(origin: string, cookie: string, cases: ForumCase[]): Promise<Timings[]> {
  const timings = cases.map(() => ({ all: [] as number[], roundP95: [] as number[] }));
  for (const c of cases) for (let i = 0; i < WARM_UP; i++) await get2xx(`${origin}${c.url}`, cookie);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, c] of cases.entries()) {
      const times: number[] = [];
      for (let i = 0; i < PER_ROUND; i++) {
        const start = performance.now();
        await get2xx(`${origin}${c.url}`, cookie);
        times.push(performance.now() - start);
      }
      timings[index]!.all.push(...times);
      timings[index]!.roundP95.push(quantile(times, 0.95));
    }
  }
  return timings;
}

function rowsOf(dataset: ForumDataset, cases: ForumCase[], timings: Timings[]): Row[] {
  const db = dataset.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const judged = dataset.kind === 'sqlite';
  const { members, topics, replies } = dataset.plan;
  const rows: Row[] = [
    loadRow(
      `${db}: load ${members.toLocaleString('en-US')} members, ${topics.toLocaleString('en-US')} topics, ${replies.toLocaleString('en-US')} replies`,
      dataset.seedSeconds,
      'bulk load, not through the API (bench/forum-load.ts)',
    ),
    ...cases.map((c, index) =>
      p95Row(`${db}: ${c.label}, p95`, timings[index]!, judged || c.bothDatabases ? TARGET_P95_MS : null),
    ),
  ];
  const deep = ratios(timings[1]!.roundP95, timings[0]!.roundP95);
  rows.push({
    name: `${db}: deep page against the first page, p95`,
    baseline: { value: quantile(timings[0]!.all, 0.95), unit: 'ms' },
    candidate: { value: quantile(timings[1]!.all, 0.95), unit: 'ms' },
    ...deep,
    target: `≤ ${DEEP_PAGE_TARGET}`,
    pass: deep.ratio <= DEEP_PAGE_TARGET,
  });
  rows.push(...windowRows(db, cases, timings));
  return rows;
}

/**
 * The rolling windows against 'Blivion do Mês' in the same run: the same page read from counters
 * rebuilt every minute rather than kept with each post (decision 0125) should cost about the same.
 */
function windowRows(db: string, cases: ForumCase[], timings: Timings[]): Row[] {
  const at = (needle: string) => cases.findIndex((c) => c.label.startsWith(`leaderboard page, ${needle},`));
  const month = at('this month');
  if (month === -1) return [];
  return (['last 7 days', 'last 30 days'] as const).map((name) => {
    const window = timings[at(name)]!;
    const ratio = ratios(window.roundP95, timings[month]!.roundP95);
    return {
      name: `${db}: leaderboard, ${name} against this month, p95`,
      baseline: { value: quantile(timings[month]!.all, 0.95), unit: 'ms' },
      candidate: { value: quantile(window.all, 0.95), unit: 'ms' },
      ...ratio,
      target: `≤ ${WINDOW_TARGET}`,
      pass: ratio.ratio <= WINDOW_TARGET,
    };
  });
}

async function measure(context: BenchContext, kind: 'sqlite' | 'postgres'): Promise<Row[]> {
  const dataset = await forumDataset(context, kind);
  const server = await startServer({
    root: context.root,
    dataDir: dataset.dataDir,
    ...(dataset.databaseUrl ? { databaseUrl: dataset.databaseUrl } : {}),
  });
  const database = createDatabase(
    dataset.databaseUrl ? { kind: 'postgres', url: dataset.databaseUrl } : { kind: 'sqlite', file: dataset.file },
  );
  try {
    const cases = await prepareCases({
      origin: server.origin,
      cookie: dataset.cookie,
      db: database.db,
      kind,
      bigTopicReplies: dataset.plan.bigTopicReplies,
      log: context.log,
    });
    const timings = await timeCases(server.origin, dataset.cookie, cases);
    return rowsOf(dataset, cases, timings);
  } finally {
    await database.destroy();
    await server.stop();
  }
}

export const forumAtScale: Benchmark = {
  id: 'forum-scale',
  item: 3,
  title: 'Forum at scale',
  async run(context) {
    const rows = await measure(context, 'sqlite');
    if (context.postgresUrl) rows.push(...(await measure(context, 'postgres')));
    return rows;
  },
};
