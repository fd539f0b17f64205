// Item 1 of issue 5: what the API costs above the floor. The built server (its own process, SQLite,
// production settings) and, as the floor, a bare node:http server answering the very bytes the real
// one sent (bench/lib/floor-server.mjs), each loaded by autocannon from a third process; floor and
// server alternate, round after round, and each round gives a ratio.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openSqlite } from '../apps/server/src/db/database.js';
import type { Plan } from './forum-data.js';
import { loadSqlite } from './forum-load.js';
import type { LoadResult } from './lib/load.js';
import { load } from './lib/load.js';
import { freePort, get2xx, signUp, startServer, stopChild, waitFor200 } from './lib/server.js';
import { median, ratios } from './lib/stats.js';
import type { Benchmark, Row } from './lib/types.js';

const ROUNDS = 5;
const SECONDS = 3;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
const TARGET = 0.5;
/** Headers Node writes itself on both servers. */
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The three of the issue, signed in; /api/health (no session, no database) shows the framework's own share. */
const CASES = [
  { label: 'GET /api/me (session, permissions)', path: '/api/me', judged: true },
  { label: 'GET /api/forum/topics?limit=30 (30 topics)', path: '/api/forum/topics?limit=30', judged: true },
  { label: 'GET /api/forum/topics/1 (topic page, 20 replies)', path: '/api/forum/topics/1', judged: true },
  { label: 'reference: GET /api/health, signed out', path: '/api/health', judged: false },
];

/** A small forum (40 topics, 400 replies, topic 1 with 40) beside the signed-up reader. */
function seedSmallForum(file: string, viewerId: string) {
  const sqlite = openSqlite(file);
  const categories = sqlite.prepare('select id from forum_categories order by id').pluck().all() as number[];
  sqlite.close();
  const plan: Plan = { members: 100, topics: 40, replies: 400, bigTopicReplies: 40, now: Date.now(), viewerId };
  loadSqlite(file, plan, categories, () => {});
}

/** The real server's answer to each path, as the floor server replays it. */
async function capture(origin: string, cookie: string) {
  return Promise.all(
    CASES.map(async ({ path: url, judged }) => {
      const response = await fetch(`${origin}${url}`, { headers: judged ? { cookie } : {} });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${body.toString().slice(0, 300)}`);
      const headers = [...response.headers.entries()].filter(([name]) => !NODE_HEADERS.has(name));
      return { path: url, status: response.status, headers, body: body.toString('base64') };
    }),
  );
}

function rowsOf(label: string, judged: boolean, floor: LoadResult[], server: LoadResult[]): Row[] {
  const rps = ratios(
    server.map((r) => r.rps),
    floor.map((r) => r.rps),
  );
  const p99 = ratios(
    floor.map((r) => r.p99),
    server.map((r) => r.p99),
  );
  return [
    {
      name: `${label}: requests per second`,
      baseline: { value: median(floor.map((r) => r.rps)), unit: 'req/s' },
      candidate: { value: median(server.map((r) => r.rps)), unit: 'req/s' },
      ...rps,
      target: judged ? `≥ ${TARGET.toFixed(2)} of the floor` : 'reference',
      pass: judged ? rps.ratio >= TARGET : null,
    },
    {
      name: `${label}: p99 latency`,
      baseline: { value: median(floor.map((r) => r.p99)), unit: 'ms' },
      candidate: { value: median(server.map((r) => r.p99)), unit: 'ms' },
      ...p99,
      target: judged ? `≥ ${TARGET.toFixed(2)} (floor p99 / server p99)` : 'reference',
      pass: judged ? p99.ratio >= TARGET : null,
    },
  ];
}

export const apiOverhead: Benchmark = {
  id: 'api-overhead',
  item: 1,
  title: 'API overhead against the floor',
  async run({ root, tmp, log }) {
    const server = await startServer({ root, dataDir: tmp });
    const floorPort = await freePort();
    const floorOrigin = `http://127.0.0.1:${floorPort}`;
    let floor;
    try {
      const { cookie, userId } = await signUp(server.origin, 'Membro do Benchmark', 'membro@bench.test');
      seedSmallForum(path.join(tmp, 'blivion.db'), userId);
      // The first visit records the view (a write); the benchmark measures the reads after it.
      await get2xx(`${server.origin}/api/forum/topics/1`, cookie);
      const responsesFile = path.join(tmp, 'floor-responses.json');
      writeFileSync(responsesFile, JSON.stringify(await capture(server.origin, cookie)));
      floor = spawn(
        process.execPath,
        [path.join(root, 'bench/lib/floor-server.mjs'), String(floorPort), responsesFile],
        {
          stdio: 'ignore',
        },
      );
      await waitFor200(`${floorOrigin}${CASES[0]!.path}`, floor);

      const rows: Row[] = [];
      for (const c of CASES) {
        const headers: Record<string, string> = c.judged ? { cookie } : {};
        const at = (origin: string, seconds: number) =>
          load(root, { url: `${origin}${c.path}`, seconds, connections: CONNECTIONS, headers });
        await at(floorOrigin, WARM_UP_SECONDS);
        await at(server.origin, WARM_UP_SECONDS);
        const floorRuns: LoadResult[] = [];
        const serverRuns: LoadResult[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          // Alternate which goes first, so neither always runs on a machine just warmed by the other.
          if (round % 2 === 0) floorRuns.push(await at(floorOrigin, SECONDS));
          serverRuns.push(await at(server.origin, SECONDS));
          if (round % 2 === 1) floorRuns.push(await at(floorOrigin, SECONDS));
        }
        log(
          `${c.path}: floor ${floorRuns.map((r) => Math.round(r.rps)).join('/')} req/s, server ${serverRuns.map((r) => Math.round(r.rps)).join('/')} req/s`,
        );
        rows.push(...rowsOf(c.label, c.judged, floorRuns, serverRuns));
      }
      return rows;
    } finally {
      if (floor) await stopChild(floor);
      await server.stop();
    }
  },
};
