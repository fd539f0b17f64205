// Issue 29.2: what each remaining fast path is worth. The built server five times on one SQLite file
// (every fast path on, none, and each one off alone: apps/server/src/fast-paths.ts), loaded in
// turn, round after round, by autocannon from another process. A fast path's worth is all-on
// against all-but-it; one stays only where it is worth at least 10% (decision 0097).
import path from 'node:path';
import { FAST_PATH_NAMES } from '../apps/server/src/fast-paths.js';
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

/** Every fast path on, all off, and each one off alone (its worth is all-on against that). */
const VARIANTS: { label: string; env: string }[] = [
  { label: 'all on', env: 'on' },
  { label: 'all off', env: 'off' },
  ...FAST_PATH_NAMES.map((name) => ({
    label: `${name} off`,
    env: FAST_PATH_NAMES.filter((other) => other !== name).join(','),
  })),
];

function worthRow(label: string, what: string, fast: LoadResult[], plain: LoadResult[]): Row {
  return {
    name: `${label}: requests per second, ${what}`,
    baseline: { value: median(plain.map((r) => r.rps)), unit: 'req/s' },
    candidate: { value: median(fast.map((r) => r.rps)), unit: 'req/s' },
    ...ratios(
      fast.map((r) => r.rps),
      plain.map((r) => r.rps),
    ),
    target: `≥ ${WORTH.toFixed(2)} to keep it`,
    pass: null,
  };
}

export const fastPaths: Benchmark = {
  id: 'fast-paths',
  item: 13,
  title: 'Each fast path against its plain twin (FAST_PATHS)',
  async run({ root, tmp, log }) {
    const servers = [];
    try {
      for (const variant of VARIANTS)
        servers.push(await startServer({ root, dataDir: tmp, env: { FAST_PATHS: variant.env } }));
      const { cookie, userId } = await signUp(servers[0]!.origin, 'Membro do Benchmark', 'membro@bench.test');
      seedSmallForum(path.join(tmp, 'blivion.db'), userId);
      await get2xx(`${servers[0]!.origin}/api/forum/topics/1`, cookie);
      const rows: Row[] = [];
      for (const c of CASES) {
        const at = (origin: string, seconds: number) =>
          load(root, { url: `${origin}${c.path}`, seconds, connections: CONNECTIONS, headers: { cookie } });
        for (const server of servers) await at(server.origin, WARM_UP_SECONDS);
        const runs = servers.map(() => [] as LoadResult[]);
        for (let round = 0; round < ROUNDS; round++) {
          // Turn the order each round, so none always runs on a machine just warmed by another.
          for (let turn = 0; turn < servers.length; turn++) {
            const index = (turn + round) % servers.length;
            runs[index]!.push(await at(servers[index]!.origin, SECONDS));
          }
        }
        log(
          `${c.path}: ${VARIANTS.map((v, i) => `${v.label} ${runs[i]!.map((r) => Math.round(r.rps)).join('/')}`).join('; ')} req/s`,
        );
        const allOn = runs[0]!;
        rows.push({ ...worthRow(c.label, 'all fast paths against none', allOn, runs[1]!), target: 'reference' });
        FAST_PATH_NAMES.forEach((name, i) => {
          const row = worthRow(c.label, `the ${name} fast path (all on against all but it)`, allOn, runs[i + 2]!);
          rows.push({ ...row, pass: row.ratio !== null && row.ratio >= WORTH });
        });
      }
      return rows;
    } finally {
      for (const server of servers) await server.stop();
    }
  },
};
