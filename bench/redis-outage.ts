// Issue 28: what a Redis outage costs the forum. The forum mix (the requests of forum-scale, on its
// 100,000-topic dataset, PostgreSQL) against one built server whose Redis connection goes through a
// TCP relay (apps/server/src/test-support/tcp-relay.ts): rounds alternate Redis answering and Redis
// refusing connections, the same load generators each time. Runs when BENCH_DATABASE_URL and
// BENCH_REDIS_URL are set.
import { createDatabase } from '../apps/server/src/db/database.js';
import { startTcpRelay } from '../apps/server/src/test-support/tcp-relay.js';
import { prepareCases } from './forum-cases.js';
import { forumDataset } from './lib/forum-dataset.js';
import { load } from './lib/load.js';
import { startServer } from './lib/server.js';
import { median, ratios } from './lib/stats.js';
import type { Benchmark } from './lib/types.js';

const ROUNDS = 3;
const SECONDS = 5;
const CONNECTIONS = 10;

/** Until GET /api/health reports Redis as `want` ('ok' or 'unavailable'), at most 10 s. */
async function untilRedis(origin: string, want: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const body = (await (await fetch(`${origin}/api/health`)).json()) as { redis?: string };
    if (body.redis === want) return;
    if (Date.now() > deadline) throw new Error(`Redis never reported ${want}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const redisOutage: Benchmark = {
  id: 'redis-outage',
  item: 15,
  title: 'The forum with Redis down, against Redis up (issue 28)',
  async run(context) {
    const redisUrl = process.env.BENCH_REDIS_URL;
    if (!context.postgresUrl || !redisUrl) {
      context.log('BENCH_DATABASE_URL and BENCH_REDIS_URL are not both set; skipped');
      return [];
    }
    const dataset = await forumDataset(context, 'postgres');
    const target = new URL(redisUrl);
    const relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 6379) });
    const server = await startServer({
      root: context.root,
      dataDir: dataset.dataDir,
      databaseUrl: dataset.databaseUrl!,
      env: { REDIS_URL: relay.through(redisUrl) },
    }).catch(async (error: unknown) => {
      await relay.close();
      throw error;
    });
    const database = createDatabase({ kind: 'postgres', url: dataset.databaseUrl! });
    const up: number[] = [];
    const down: number[] = [];
    try {
      const cases = await prepareCases({
        origin: server.origin,
        cookie: dataset.cookie,
        db: database.db,
        kind: 'postgres',
        bigTopicReplies: dataset.plan.bigTopicReplies,
        log: context.log,
      });
      const paths = cases.map((c) => c.url);
      const measure = async (redis: 'up' | 'down', seconds = SECONDS) => {
        await relay.setMode(redis === 'up' ? 'pass' : 'refuse');
        await untilRedis(server.origin, redis === 'up' ? 'ok' : 'unavailable');
        // load() itself fails the benchmark when any answer is not a 2xx.
        const result = await load(context.root, {
          url: server.origin,
          seconds,
          connections: CONNECTIONS,
          headers: { cookie: dataset.cookie },
          paths,
        });
        return result.rps;
      };
      await measure('up', 2);
      await measure('down', 2);
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (['up', 'down'] as const) : (['down', 'up'] as const);
        for (const redis of order) (redis === 'up' ? up : down).push(await measure(redis));
        context.log(`round ${round + 1}: ${up.at(-1)!.toFixed(0)} req/s Redis up, ${down.at(-1)!.toFixed(0)} down`);
      }
    } finally {
      await relay.setMode('pass');
      await database.destroy();
      await server.stop();
      await relay.close();
    }
    return [
      {
        name: 'PostgreSQL + Redis: forum mix, requests/s, Redis refusing connections against Redis up',
        baseline: { value: median(up), unit: 'req/s' },
        candidate: { value: median(down), unit: 'req/s' },
        ...ratios(down, up),
        target: 'reported (the site keeps serving: every answer 2xx)',
        pass: null,
        note: `${ROUNDS} rounds of ${SECONDS} s each way, alternating, ${CONNECTIONS} connections, the requests of forum-scale in turn`,
      },
    ];
  },
};
