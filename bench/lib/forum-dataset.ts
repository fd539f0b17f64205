// The forum at scale (100,000 members, 100,000 topics, 1,000,000 replies), loaded once per run and
// shared by the benchmarks that read it (database layer, forum at scale). The built server creates
// the schema and the categories and signs the reader up through the API; the bulk loaders of
// forum-load.ts then write the rest, with the server stopped.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openSqlite } from '../../apps/server/src/db/database.js';
import type { Plan } from '../forum-data.js';
import { loadPostgres, loadSqlite } from '../forum-load.js';
import { signUp, startServer } from './server.js';
import type { BenchContext } from './types.js';

export const FORUM_SIZE = {
  members: Number(process.env.FORUM_BENCH_MEMBERS ?? 100_000),
  topics: Number(process.env.FORUM_BENCH_TOPICS ?? 100_000),
  replies: Number(process.env.FORUM_BENCH_REPLIES ?? 1_000_000),
  bigTopicReplies: 5_000,
};

export interface ForumDataset {
  kind: 'sqlite' | 'postgres';
  /** The server's DATA_DIR (the SQLite file, the auth secret). */
  dataDir: string;
  /** PostgreSQL only: the database made for this run. */
  databaseUrl?: string;
  /** The SQLite file (empty on PostgreSQL). */
  file: string;
  /** The signed-in reader: session cookie and member id. */
  cookie: string;
  viewerId: string;
  plan: Plan;
  seedSeconds: number;
}

/** One statement on a connection of its own (create or drop a database). */
export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function postgresCategories(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('select id from forum_categories order by id');
    return rows.map((r) => Number(r.id));
  } finally {
    await client.end();
  }
}

/** A database of its own next to the one in `url`, so the server needs no schema option. */
export function siblingDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export interface SeedOptions {
  root: string;
  dir: string;
  log: (line: string) => void;
  /** Given: the dataset goes into a new PostgreSQL database beside this URL's (see dropDataset). */
  postgresUrl?: string;
}

export async function seedForum({ root, dir, log, postgresUrl }: SeedOptions): Promise<ForumDataset> {
  const started = performance.now();
  const kind = postgresUrl ? 'postgres' : 'sqlite';
  const dataDir = path.join(dir, `forum-${kind}`);
  mkdirSync(dataDir, { recursive: true });
  const file = kind === 'sqlite' ? path.join(dataDir, 'blivion.db') : '';
  let databaseUrl: string | undefined;
  if (postgresUrl) {
    const name = `blivion_bench_${randomBytes(4).toString('hex')}`;
    await admin(postgresUrl, `create database ${name}`);
    databaseUrl = siblingDatabase(postgresUrl, name);
  }
  const server = await startServer({ root, dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  let viewer;
  try {
    viewer = await signUp(server.origin, 'Leitora do Benchmark', 'leitora@bench.test');
  } finally {
    await server.stop();
  }
  const plan: Plan = { ...FORUM_SIZE, now: Date.now() - 60_000, viewerId: viewer.userId };
  log(`${kind}: loading ${plan.members} members, ${plan.topics} topics, ${plan.replies} replies`);
  if (databaseUrl) {
    await loadPostgres(databaseUrl, 'public', plan, await postgresCategories(databaseUrl), log);
  } else {
    const sqlite = openSqlite(file, { statistics: false });
    const categories = sqlite.prepare('select id from forum_categories order by id').pluck().all() as number[];
    sqlite.close();
    loadSqlite(file, plan, categories, log);
  }
  const seedSeconds = (performance.now() - started) / 1000;
  log(`${kind}: forum loaded in ${seedSeconds.toFixed(1)} s`);
  return { kind, dataDir, file, cookie: viewer.cookie, viewerId: viewer.userId, plan, seedSeconds, databaseUrl };
}

/** Drops the PostgreSQL database of a dataset (the SQLite one goes with the run's folder). */
export async function dropDataset(dataset: ForumDataset, postgresUrl: string): Promise<void> {
  if (!dataset.databaseUrl) return;
  const name = new URL(dataset.databaseUrl).pathname.slice(1);
  await admin(postgresUrl, `drop database if exists ${name} with (force)`);
}

const datasets = new Map<string, Promise<ForumDataset>>();

/**
 * `FORUM_BENCH_DATASET=<folder>` keeps the loaded dataset in that folder (and its PostgreSQL
 * database) after the run and reuses it on the next run, for repeated measurements while tuning:
 * the load takes about a minute. The server migrates a reused database at start. Not for the
 * reference run, whose database has seen no earlier requests.
 */
async function keptDataset(options: SeedOptions, keepDir: string): Promise<ForumDataset> {
  const kind = options.postgresUrl ? 'postgres' : 'sqlite';
  const saved = path.join(keepDir, `forum-${kind}.json`);
  if (existsSync(saved)) {
    options.log(`${kind}: reusing the dataset of ${saved}`);
    return JSON.parse(readFileSync(saved, 'utf8')) as ForumDataset;
  }
  mkdirSync(keepDir, { recursive: true });
  const dataset = await seedForum({ ...options, dir: keepDir });
  writeFileSync(saved, JSON.stringify(dataset));
  return dataset;
}

/** The run's dataset of that kind, loaded on first use and shared by every benchmark of the run. */
export function forumDataset(context: BenchContext, kind: 'sqlite' | 'postgres'): Promise<ForumDataset> {
  const key = `${context.runDir}\u0000${kind}`;
  let dataset = datasets.get(key);
  if (!dataset) {
    const postgresUrl = kind === 'postgres' ? context.postgresUrl : undefined;
    if (kind === 'postgres' && !postgresUrl) throw new Error('BENCH_DATABASE_URL is not set');
    const options: SeedOptions = { root: context.root, dir: context.runDir, log: context.log, postgresUrl };
    const keepDir = process.env.FORUM_BENCH_DATASET;
    dataset = keepDir ? keptDataset(options, path.resolve(keepDir)) : seedForum(options);
    datasets.set(key, dataset);
    if (postgresUrl && !keepDir) context.onFinish(async () => dropDataset(await dataset!, postgresUrl));
  }
  return dataset;
}
