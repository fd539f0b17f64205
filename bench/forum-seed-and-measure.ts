// The forum at scale: 100,000 members, 100,000 topics and 1,000,000 replies loaded in bulk into a
// fresh SQLite file (and into PostgreSQL when a URL is given), then the real app on that database,
// measured over HTTP with a signed-in member. Not a test: see bench/README.md ('Forum at scale').
// Run: npx tsx --conditions=source bench/forum-seed-and-measure.ts [postgres://...]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import type { Config } from '../apps/server/src/env.js';
import { loadConfig } from '../apps/server/src/env.js';
import { prepareDatabase } from '../apps/server/src/startup.js';
import type { Plan } from './forum-data.js';
import { COMMON_WORD, RARE_WORD } from './forum-data.js';
import { loadPostgres, loadSqlite } from './forum-load.js';

const WARM_UP = 20;
const ROUNDS = 200;
const SIZE = {
  members: Number(process.env.FORUM_BENCH_MEMBERS ?? 100_000),
  topics: Number(process.env.FORUM_BENCH_TOPICS ?? 100_000),
  replies: Number(process.env.FORUM_BENCH_REPLIES ?? 1_000_000),
  bigTopicReplies: 5_000,
};
const log = (line: string) => console.log(`[${(performance.now() / 1000).toFixed(1).padStart(6)} s] ${line}`);

async function withAdmin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

interface Case {
  label: string;
  url: string;
}

async function measure(kind: 'sqlite' | 'postgres', postgresUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blivion-forum-bench-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  if (postgresUrl) await withAdmin(postgresUrl, `create schema ${schema}`);
  const base = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const config: Config = {
    ...base,
    database: postgresUrl ? { kind: 'postgres', url: postgresUrl, schema } : base.database,
    webDistDir: path.join(dataDir, 'none'),
  };
  const app = await buildApp({ config, logger: false });
  try {
    await prepareDatabase(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    // The signed-in member, through the real sign-up; the loader makes them the author of a few posts.
    const password = 'uma senha longa para o benchmark do fórum';
    const signUp = await fetch(`${origin}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Leitora do Benchmark',
        email: 'leitora@bench.test',
        password,
        confirmPassword: password,
        acceptTerms: true,
      }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const viewerId = ((await signUp.json()) as { user: { id: string } }).user.id;

    const categoryIds = (await app.database.db.selectFrom('forum_categories').select('id').orderBy('id').execute()).map(
      (r) => Number(r.id),
    );
    const plan: Plan = { ...SIZE, now: Date.now() - 60_000, viewerId };
    log(`${kind}: loading ${plan.members} members, ${plan.topics} topics, ${plan.replies} replies`);
    if (postgresUrl) await loadPostgres(postgresUrl, schema, plan, categoryIds, log);
    else await loadSqlite(config.database.kind === 'sqlite' ? config.database.file : '', plan, categoryIds, log);
    log(`${kind}: loaded`);

    const get = async (url: string) => {
      const response = await fetch(`${origin}${url}`, { headers: { cookie } });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 300)}`);
      return JSON.parse(body) as Record<string, unknown>;
    };

    // Page 2,000 by following the cursor chain over HTTP (and checked against an OFFSET-built key).
    let cursor: string | null = null;
    for (let page = 1; page < 2_000; page++) {
      cursor = (await get(`/api/forum/topics${cursor ? `?cursor=${cursor}` : ''}`)).nextCursor as string;
    }
    log(`${kind}: followed the cursor to page 2,000`);
    const deep = (await get(`/api/forum/topics?cursor=${cursor}`)).items as Array<{ id: string }>;
    const expected = await app.database.db
      .selectFrom('forum_topics')
      .select('id')
      .orderBy('pinned', 'desc')
      .orderBy('last_activity_at', 'desc')
      .orderBy('id', 'desc')
      .limit(20)
      .offset(1_999 * 20)
      .execute();
    if (deep.map((t) => t.id).join() !== expected.map((r) => String(r.id)).join())
      throw new Error('page 2,000 differs');

    // The big topic's last page: the cursor of the reply before it, built from the database.
    const lastPageAfter = await app.database.db
      .selectFrom('forum_replies')
      .select(['created_at', 'id'])
      .where('topic_id', '=', 1)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .offset(SIZE.bigTopicReplies - 20 - 1)
      .executeTakeFirstOrThrow();
    const replyCursor = Buffer.from(
      JSON.stringify([new Date(lastPageAfter.created_at).toISOString(), Number(lastPageAfter.id)]),
    ).toString('base64url');
    const last = (await get(`/api/forum/topics/1/replies?cursor=${replyCursor}`)) as {
      items: unknown[];
      nextCursor: unknown;
    };
    if (last.items.length !== 20 || last.nextCursor !== null)
      throw new Error('the last page of replies is not the last 20');

    const common = (await get(`/api/forum/search?q=${COMMON_WORD}`)).items as unknown[];
    const rare = (await get(`/api/forum/search?q=${RARE_WORD}`)).items as unknown[];
    const commonTotal = await countMatches(app, COMMON_WORD);
    for (const period of ['month', 'all']) {
      const ranking = (await get(`/api/forum/ranking?period=${period}`)) as {
        items: unknown[];
        me: { rank: number; score: number } | null;
      };
      log(
        `${kind}: ranking ${period}: ${ranking.items.length} leaders, the viewer ${ranking.me ? `at ${ranking.me.rank} with ${ranking.me.score} points` : 'without a place'}`,
      );
    }
    log(
      `${kind}: '${COMMON_WORD}' matches ${commonTotal} topics (page of ${common.length}), '${RARE_WORD}' ${rare.length}`,
    );

    const cases: Case[] = [
      { label: 'topic list, first page', url: '/api/forum/topics' },
      { label: 'topic list, page 2,000 (keyset)', url: `/api/forum/topics?cursor=${cursor}` },
      { label: 'topic with 5,000 replies, first page', url: '/api/forum/topics/1' },
      { label: 'topic with 5,000 replies, last page', url: `/api/forum/topics/1/replies?cursor=${replyCursor}` },
      {
        label: `search, common word ('${COMMON_WORD}', ${commonTotal} topics)`,
        url: `/api/forum/search?q=${COMMON_WORD}`,
      },
      { label: `search, rare word ('${RARE_WORD}', ${rare.length} topics)`, url: `/api/forum/search?q=${RARE_WORD}` },
      { label: 'ranking, this month (with own place)', url: '/api/forum/ranking?period=month' },
      { label: 'ranking, all time (with own place)', url: '/api/forum/ranking?period=all' },
    ];
    const results: Array<{ label: string; median: number; p95: number }> = [];
    for (const c of cases) {
      for (let i = 0; i < WARM_UP; i++) await get(c.url);
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const start = performance.now();
        await get(c.url);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      results.push({
        label: c.label,
        median: times[Math.floor(ROUNDS / 2)]!,
        p95: times[Math.ceil(ROUNDS * 0.95) - 1]!,
      });
    }
    console.log(`\n${kind}: median and p95 of ${ROUNDS} requests each over HTTP (after ${WARM_UP} warm-up)`);
    for (const r of results) {
      console.log(`| ${r.label} | ${r.median.toFixed(2)} ms | ${r.p95.toFixed(2)} ms |`);
    }
    const ratio = results[1]!.p95 / results[0]!.p95;
    console.log(`deep page p95 / first page p95 = ${ratio.toFixed(2)}\n`);
  } finally {
    await app.close();
    if (postgresUrl) await withAdmin(postgresUrl, `drop schema ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function countMatches(app: Awaited<ReturnType<typeof buildApp>>, word: string): Promise<number> {
  const { sql } = await import('kysely');
  const query =
    app.database.kind === 'postgres'
      ? sql<{
          n: number;
        }>`select count(*) as n from forum_topics where search_vector @@ to_tsquery('simple', ${`${word}:*`})`
      : sql<{ n: number }>`select count(*) as n from forum_topics_fts where forum_topics_fts match ${`"${word}"*`}`;
  return Number((await query.execute(app.database.db)).rows[0]!.n);
}

await measure('sqlite');
if (process.argv[2]) await measure('postgres', process.argv[2]);
