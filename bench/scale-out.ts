// Issue 17: what a second instance gives on one PostgreSQL and one Redis. The forum mix (the
// requests of forum-scale, on its 100,000-topic dataset) against one built server and against two,
// each of two load generators (bench/lib/load.mjs) on one instance or both on the same one, so the
// load generators cost the same in both; rounds alternate the two. Then the SSE fan-out
// (scale-out-fanout.ts). Runs when BENCH_DATABASE_URL and BENCH_REDIS_URL are set.
import { readFileSync } from 'node:fs';
import { createDatabase } from '../apps/server/src/db/database.js';
import { prepareCases } from './forum-cases.js';
import { forumDataset } from './lib/forum-dataset.js';
import { load } from './lib/load.js';
import { startServer, type RunningServer } from './lib/server.js';
import { median, ratios } from './lib/stats.js';
import type { Benchmark, Row } from './lib/types.js';
import { fanOutRows } from './scale-out-fanout.js';

const ROUNDS = 3;
const SECONDS = 5;
const CONNECTIONS_PER_GENERATOR = 5;
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms (Linux: /proc/<pid>/stat). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

interface Phase {
  rps: number;
  cpuPerRequest: number;
}

/** Two load generators at once, the first on `first`, the second on `second` (the same server or not). */
async function phase(
  root: string,
  servers: RunningServer[],
  first: RunningServer,
  second: RunningServer,
  paths: string[],
  cookie: string,
  seconds = SECONDS,
): Promise<Phase> {
  const cpuBefore = servers.map((server) => cpuMs(server.child.pid!));
  const options = { seconds, connections: CONNECTIONS_PER_GENERATOR, headers: { cookie }, paths };
  const results = await Promise.all([
    load(root, { ...options, url: first.origin }),
    load(root, { ...options, url: second.origin }),
  ]);
  const cpu = servers.reduce((sum, server, i) => sum + cpuMs(server.child.pid!) - cpuBefore[i]!, 0);
  const requests = results.reduce((sum, result) => sum + result.requests, 0);
  return { rps: results.reduce((sum, result) => sum + result.rps, 0), cpuPerRequest: cpu / requests };
}

export const scaleOut: Benchmark = {
  id: 'scale-out',
  item: 11,
  title: 'Several instances on one PostgreSQL and one Redis (issue 17)',
  async run(context) {
    const redisUrl = process.env.BENCH_REDIS_URL;
    if (!context.postgresUrl || !redisUrl) {
      context.log('BENCH_DATABASE_URL and BENCH_REDIS_URL are not both set; skipped');
      return [];
    }
    const dataset = await forumDataset(context, 'postgres');
    const env = { REDIS_URL: redisUrl };
    const options = { root: context.root, dataDir: dataset.dataDir, databaseUrl: dataset.databaseUrl!, env };
    const a = await startServer(options);
    const b = await startServer(options).catch(async (error: unknown) => {
      await a.stop();
      throw error;
    });
    const database = createDatabase({ kind: 'postgres', url: dataset.databaseUrl! });
    const one: Phase[] = [];
    const two: Phase[] = [];
    try {
      const cases = await prepareCases({
        origin: a.origin,
        cookie: dataset.cookie,
        db: database.db,
        kind: 'postgres',
        bigTopicReplies: dataset.plan.bigTopicReplies,
        log: context.log,
      });
      const paths = cases.map((c) => c.url);
      const run = (first: RunningServer, second: RunningServer, seconds?: number) =>
        phase(context.root, [a, b], first, second, paths, dataset.cookie, seconds);
      await run(a, a, 2);
      await run(a, b, 2);
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate which goes first, so a drift in the machine's load favours neither.
        if (round % 2 === 0) {
          one.push(await run(a, a));
          two.push(await run(a, b));
        } else {
          two.push(await run(a, b));
          one.push(await run(a, a));
        }
        context.log(
          `round ${round + 1}: ${one.at(-1)!.rps.toFixed(0)} req/s on one, ${two.at(-1)!.rps.toFixed(0)} on two`,
        );
      }
    } finally {
      await database.destroy();
      await Promise.all([a.stop(), b.stop()]);
    }
    return [...throughputRows(one, two), ...(await fanOutRows(context, redisUrl))];
  },
};

function throughputRows(one: Phase[], two: Phase[]): Row[] {
  const rps = ratios(
    two.map((p) => p.rps),
    one.map((p) => p.rps),
  );
  const cpu = ratios(
    two.map((p) => p.cpuPerRequest),
    one.map((p) => p.cpuPerRequest),
  );
  return [
    {
      name: 'PostgreSQL + Redis: forum mix, requests/s, 2 instances against 1',
      baseline: { value: median(one.map((p) => p.rps)), unit: 'req/s' },
      candidate: { value: median(two.map((p) => p.rps)), unit: 'req/s' },
      ...rps,
      target: 'reported (2 cores: not a doubling)',
      pass: null,
      note: `${ROUNDS} rounds of ${SECONDS} s, 2 load generators x ${CONNECTIONS_PER_GENERATOR} connections, the 9 requests of forum-scale in turn`,
    },
    {
      name: 'PostgreSQL + Redis: forum mix, server CPU per request, 2 instances against 1',
      baseline: { value: median(one.map((p) => p.cpuPerRequest)), unit: 'ms' },
      candidate: { value: median(two.map((p) => p.cpuPerRequest)), unit: 'ms' },
      ...cpu,
      target: 'reported',
      pass: null,
      note: 'user + system time of both server processes over the requests answered',
    },
  ];
}
