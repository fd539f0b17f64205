// Issue 29.2: what each remaining fast path is worth. The built server twice on one SQLite file, one
// with its fast paths (FAST_PATHS=on, the default) and one on their plain twins (FAST_PATHS=off:
// better-auth's getSession, Kysely's executor, fastify-type-provider-zod's serializer), loaded in
// alternating rounds by autocannon from a third process. A fast path stays only where it is worth
// at least 10% (decision 0099).
import path from 'node:path';
import { seedSmallForum } from './api-overhead.js';
import type { LoadResult } from './lib/load.js';
import { load } from './lib/load.js';
import { get2xx, signUp, startServer } from './lib/server.js';
import { median, ratios } from './lib/stats.js';
import type { Benchmark, Row } from './lib/types.js';

const ROUNDS = 5;
const SECONDS = 3;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
/** The least a fast path must be worth to stay. */
const WORTH = 1.1;

const CASES = [
  { label: 'GET /api/me (session, permissions)', path: '/api/me' },
  { label: 'GET /api/forum/topics?limit=30 (30 topics)', path: '/api/forum/topics?limit=30' },
  { label: 'GET /api/forum/topics/1 (topic page, 20 replies)', path: '/api/forum/topics/1' },
];

export const fastPaths: Benchmark = {
  id: 'fast-paths',
  item: 13,
  title: 'Fast paths on against their plain twins (FAST_PATHS=off)',
  async run({ root, tmp, log }) {
    const fast = await startServer({ root, dataDir: tmp, env: { FAST_PATHS: 'on' } });
    const plain = await startServer({ root, dataDir: tmp, env: { FAST_PATHS: 'off' } });
    try {
      const { cookie, userId } = await signUp(fast.origin, 'Membro do Benchmark', 'membro@bench.test');
      seedSmallForum(path.join(tmp, 'blivion.db'), userId);
      await get2xx(`${fast.origin}/api/forum/topics/1`, cookie);
      const rows: Row[] = [];
      for (const c of CASES) {
        const origins = [plain.origin, fast.origin];
        const at = (origin: string, seconds: number) =>
          load(root, { url: `${origin}${c.path}`, seconds, connections: CONNECTIONS, headers: { cookie } });
        for (const origin of origins) await at(origin, WARM_UP_SECONDS);
        const runs: [LoadResult[], LoadResult[]] = [[], []];
        for (let round = 0; round < ROUNDS; round++) {
          for (let turn = 0; turn < 2; turn++) {
            const index = (turn + round) % 2;
            runs[index]!.push(await at(origins[index]!, SECONDS));
          }
        }
        const [plainRuns, fastRuns] = runs;
        const rps = ratios(
          fastRuns.map((r) => r.rps),
          plainRuns.map((r) => r.rps),
        );
        log(
          `${c.path}: plain ${plainRuns.map((r) => Math.round(r.rps)).join('/')}, fast ${fastRuns.map((r) => Math.round(r.rps)).join('/')} req/s`,
        );
        rows.push({
          name: `${c.label}: requests per second, fast paths on against off`,
          baseline: { value: median(plainRuns.map((r) => r.rps)), unit: 'req/s' },
          candidate: { value: median(fastRuns.map((r) => r.rps)), unit: 'req/s' },
          ...rps,
          target: `≥ ${WORTH.toFixed(2)} to keep them`,
          pass: rps.ratio >= WORTH,
        });
      }
      return rows;
    } finally {
      await plain.stop();
      await fast.stop();
    }
  },
};
