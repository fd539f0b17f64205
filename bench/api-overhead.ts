// Item 1 of issue 5: what the API costs above the floor. The built server (its own process, SQLite,
// production settings) and, as the floor, a bare node:http server answering the very bytes the real
// one sent (bench/lib/floor-server.mjs), each loaded by autocannon from a third process; floor and
// server alternate, round after round, and each round gives a ratio. The signed-in reads are also
// compared with a lean peer (bench/lib/lean-peer.ts: Fastify and better-sqlite3 doing the same work
// on the same database file, issue 13's item 12), which takes its turn in the same rounds.
import { isDeepStrictEqual } from 'node:util';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { openSync, writeFileSync } from 'node:fs';
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
/** Against the lean peer: at least its requests per second, at most 1.2 times its p99. */
const PEER_RPS_TARGET = 1.0;
const PEER_P99_TARGET = 1.2;
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
export function seedSmallForum(file: string, viewerId: string) {
  const sqlite = openSqlite(file);
  const categories = sqlite.prepare('select id from forum_categories order by id').pluck().all() as number[];
  sqlite.close();
  const plan: Plan = { members: 100, topics: 40, replies: 400, bigTopicReplies: 40, now: Date.now(), viewerId };
  loadSqlite(file, plan, categories, () => {});
}

/** Polls the peer with the session cookie until it answers 200 (tsx compiles it first). */
async function waitForPeer(url: string, cookie: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the lean peer exited (${child.exitCode}); see peer.log`);
    try {
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no 200 from the lean peer at ${url} within ${timeoutMs} ms`);
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

function peerRowsOf(label: string, peer: LoadResult[], server: LoadResult[]): Row[] {
  const rps = ratios(
    server.map((r) => r.rps),
    peer.map((r) => r.rps),
  );
  const p99 = ratios(
    server.map((r) => r.p99),
    peer.map((r) => r.p99),
  );
  return [
    {
      name: `${label}: requests per second against the lean peer`,
      baseline: { value: median(peer.map((r) => r.rps)), unit: 'req/s' },
      candidate: { value: median(server.map((r) => r.rps)), unit: 'req/s' },
      ...rps,
      target: `≥ ${PEER_RPS_TARGET.toFixed(1)} of the peer`,
      pass: rps.ratio >= PEER_RPS_TARGET,
    },
    {
      name: `${label}: p99 latency against the lean peer`,
      baseline: { value: median(peer.map((r) => r.p99)), unit: 'ms' },
      candidate: { value: median(server.map((r) => r.p99)), unit: 'ms' },
      ...p99,
      target: `≤ ${PEER_P99_TARGET.toFixed(1)} (server p99 / peer p99)`,
      pass: p99.ratio <= PEER_P99_TARGET,
    },
  ];
}

/** The peer must send what the app sends (the JSON and the same headers), or the comparison means nothing. */
async function assertSameAnswers(serverOrigin: string, peerOrigin: string, cookie: string) {
  for (const c of CASES.filter((c) => c.judged)) {
    const [ours, peers] = await Promise.all(
      [serverOrigin, peerOrigin].map(async (origin) => {
        const response = await fetch(`${origin}${c.path}`, { headers: { cookie } });
        if (response.status !== 200) throw new Error(`GET ${origin}${c.path}: ${response.status}`);
        const headers = [...response.headers.keys()].filter((name) => !NODE_HEADERS.has(name)).sort();
        return { headers, body: (await response.json()) as unknown };
      }),
    );
    if (!isDeepStrictEqual(ours, peers)) {
      throw new Error(`the lean peer's ${c.path} differs from the app's:\n${JSON.stringify(peers).slice(0, 600)}`);
    }
  }
}

export const apiOverhead: Benchmark = {
  id: 'api-overhead',
  item: 1,
  title: 'API overhead against the floor',
  async run({ root, tmp, log }) {
    const server = await startServer({ root, dataDir: tmp });
    const floorPort = await freePort();
    const floorOrigin = `http://127.0.0.1:${floorPort}`;
    const peerPort = await freePort();
    const peerOrigin = `http://127.0.0.1:${peerPort}`;
    let floor;
    let peer;
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
      peer = spawn(
        process.execPath,
        ['--import', 'tsx', '--conditions=source', path.join(root, 'bench/lib/lean-peer.ts'), String(peerPort), tmp],
        {
          cwd: root,
          stdio: ['ignore', openSync(path.join(tmp, 'peer.log'), 'a'), openSync(path.join(tmp, 'peer.log'), 'a')],
        },
      );
      await waitForPeer(`${peerOrigin}/api/me`, cookie, peer);
      await assertSameAnswers(server.origin, peerOrigin, cookie);

      const rows: Row[] = [];
      for (const c of CASES) {
        const headers: Record<string, string> = c.judged ? { cookie } : {};
        const at = (origin: string, seconds: number) =>
          load(root, { url: `${origin}${c.path}`, seconds, connections: CONNECTIONS, headers });
        const origins = c.judged ? [floorOrigin, server.origin, peerOrigin] : [floorOrigin, server.origin];
        for (const origin of origins) await at(origin, WARM_UP_SECONDS);
        const runs = origins.map(() => [] as LoadResult[]);
        for (let round = 0; round < ROUNDS; round++) {
          // Turn the order each round, so none always runs on a machine just warmed by another.
          for (let turn = 0; turn < origins.length; turn++) {
            const index = (turn + round) % origins.length;
            runs[index]!.push(await at(origins[index]!, SECONDS));
          }
        }
        const [floorRuns, serverRuns, peerRuns] = runs as [LoadResult[], LoadResult[], LoadResult[] | undefined];
        const rounded = (results: LoadResult[]) => results.map((r) => Math.round(r.rps)).join('/');
        log(
          `${c.path}: floor ${rounded(floorRuns)}, server ${rounded(serverRuns)}${peerRuns ? `, peer ${rounded(peerRuns)}` : ''} req/s`,
        );
        rows.push(...rowsOf(c.label, c.judged, floorRuns, serverRuns));
        if (peerRuns) rows.push(...peerRowsOf(c.label, peerRuns, serverRuns));
      }
      return rows;
    } finally {
      if (floor) await stopChild(floor);
      if (peer) await stopChild(peer);
      await server.stop();
    }
  },
};
