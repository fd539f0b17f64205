// The AI lab's chats at scale (issue 15, part of benchmark item 4): the reader's conversation list
// and opening their 500-message chat, with 1,000,000 messages in the database (bench/ai-chat-load.ts),
// on SQLite and, with BENCH_DATABASE_URL, on PostgreSQL. Target: under 20 ms p95 each.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openSqlite } from '../apps/server/src/db/database.js';
import { CHAT_PLAN, TOTALS_SQL, loadPostgres, loadSqlite, totalMessages } from './ai-chat-load.js';
import { admin, siblingDatabase } from './lib/forum-dataset.js';
import { loadRow, p95Row } from './lib/rows.js';
import { get2xx, signUp, startServer } from './lib/server.js';
import { quantile } from './lib/stats.js';
import type { BenchContext, Row } from './lib/types.js';

const WARM_UP = 20;
const ROUNDS = 5;
const PER_ROUND = 40;
const TARGET_P95_MS = 20;

async function sql(kind: 'sqlite' | 'postgres', target: string, statement: string, params: unknown[] = []) {
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      return (await client.query(statement, params)).rows[0] as Record<string, unknown> | undefined;
    } finally {
      await client.end();
    }
  }
  const db = openSqlite(target);
  try {
    const prepared = db.prepare(statement);
    if (prepared.reader) return prepared.get(...params) as Record<string, unknown> | undefined;
    prepared.run(...params);
    return undefined;
  } finally {
    db.close();
  }
}

async function seed(context: BenchContext, kind: 'sqlite' | 'postgres') {
  const started = performance.now();
  const dataDir = path.join(context.tmp, `chats-${kind}`);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'blivion.db');
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const name = `blivion_bench_chats_${randomBytes(4).toString('hex')}`;
    await admin(context.postgresUrl!, `create database ${name}`);
    databaseUrl = siblingDatabase(context.postgresUrl!, name);
    context.onFinish(() => admin(context.postgresUrl!, `drop database if exists ${name} with (force)`));
  }
  const server = await startServer({ root: context.root, dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  let reader;
  try {
    reader = await signUp(server.origin, 'Leitora do Benchmark', 'leitora@ia.bench.test');
  } finally {
    await server.stop();
  }
  const target = databaseUrl ?? file;
  const grant = kind === 'postgres' ? 'true' : '1';
  await sql(
    kind,
    target,
    `update user_permissions set ai_lab = ${grant} where user_id = ${kind === 'postgres' ? '$1' : '?'}`,
    [reader.userId],
  );
  await sql(kind, target, `update profiles set role = 'premium' where user_id = ${kind === 'postgres' ? '$1' : '?'}`, [
    reader.userId,
  ]);
  const now = Date.now() - 60_000;
  context.log(`${kind}: loading ${totalMessages(CHAT_PLAN).toLocaleString('en-US')} chat messages`);
  if (databaseUrl) await loadPostgres(databaseUrl, reader.userId, now, context.log);
  else loadSqlite(file, reader.userId, now, context.log);
  const totals = await sql(kind, target, TOTALS_SQL);
  if (Number(totals?.messages) !== totalMessages(CHAT_PLAN))
    throw new Error(`${kind}: loaded ${JSON.stringify(totals)}`);
  const seconds = (performance.now() - started) / 1000;
  context.log(`${kind}: loaded in ${seconds.toFixed(1)} s: ${JSON.stringify(totals)}`);
  return { dataDir, databaseUrl, cookie: reader.cookie, seconds };
}

export async function measureOne(context: BenchContext, kind: 'sqlite' | 'postgres'): Promise<Row[]> {
  const dataset = await seed(context, kind);
  const server = await startServer({
    root: context.root,
    dataDir: dataset.dataDir,
    ...(dataset.databaseUrl ? { databaseUrl: dataset.databaseUrl } : {}),
  });
  try {
    const cases = [
      { label: 'conversation list, first page (30 of 1,001 chats)', url: '/api/ai/conversations' },
      { label: 'opening the 500-message chat (newest 100 messages)', url: '/api/ai/conversations/1' },
      { label: 'the 500-message chat whole (limit=500)', url: '/api/ai/conversations/1?limit=500' },
    ];
    const whole = JSON.parse(await get2xx(`${server.origin}${cases[2]!.url}`, dataset.cookie)) as {
      messages: { items: unknown[] };
    };
    const list = JSON.parse(await get2xx(`${server.origin}${cases[0]!.url}`, dataset.cookie)) as {
      items: Array<{ id: string }>;
    };
    if (whole.messages.items.length !== CHAT_PLAN.bigChatMessages || list.items[0]?.id !== '1')
      throw new Error(`${kind}: the reader's chats are not what was loaded`);
    const timings = cases.map(() => ({ all: [] as number[], roundP95: [] as number[] }));
    for (const c of cases) for (let i = 0; i < WARM_UP; i++) await get2xx(`${server.origin}${c.url}`, dataset.cookie);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, c] of cases.entries()) {
        const times: number[] = [];
        for (let i = 0; i < PER_ROUND; i++) {
          const start = performance.now();
          await get2xx(`${server.origin}${c.url}`, dataset.cookie);
          times.push(performance.now() - start);
        }
        timings[index]!.all.push(...times);
        timings[index]!.roundP95.push(quantile(times, 0.95));
      }
    }
    const db = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    return [
      loadRow(
        `${db}: load 1,000,000 chat messages`,
        dataset.seconds,
        'bulk load, not through the API (bench/ai-chat-load.ts); includes the server’s first start',
      ),
      ...cases.map((c, index) => p95Row(`${db}: ${c.label}, p95`, timings[index]!, index === 2 ? null : TARGET_P95_MS)),
    ];
  } finally {
    await server.stop();
  }
}

export async function chatsAtScale(context: BenchContext): Promise<Row[]> {
  const rows = await measureOne(context, 'sqlite');
  if (context.postgresUrl) rows.push(...(await measureOne(context, 'postgres')));
  return rows;
}
