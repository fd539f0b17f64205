// Item 2 of issue 5: our database layer against better-sqlite3 itself, on the forum-at-scale file.
// Candidate: each hot query as the app runs it (repository function, Kysely, our statement cache,
// on the app's own database setup from buildApp). Baseline: the very SQL and parameters the
// candidate sent (recorded once through Kysely's log), prepared once with better-sqlite3 and run
// directly, reading as the candidate reads (better-sqlite3's `get` where the app reads one row with
// `first()`, `all` otherwise). Rounds alternate the two; the ratio is candidate time / baseline time.
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { Kysely, SqliteDialect } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { openSqlite } from '../apps/server/src/db/database.js';
import type { Database } from '../apps/server/src/db/schema.js';
import { withStatementCache } from '../apps/server/src/db/sqlite-statement-cache.js';
import { loadConfig } from '../apps/server/src/env.js';
import type { QueryTarget } from './db-layer-queries.js';
import { HOT_QUERIES } from './db-layer-queries.js';
import { forumDataset } from './lib/forum-dataset.js';
import { formatMeasure } from './lib/report.js';
import { median, ratios, spreadOf } from './lib/stats.js';
import { alternate } from './lib/timing.js';
import type { Benchmark, Row } from './lib/types.js';

const ROUNDS = 9;
const ROUND_US = 100_000;
const WARM_UP_US = 300_000;
const TARGET = 1.25;

/** better-sqlite3 binds neither booleans nor dates; the app's driver wrapper converts them the same way. */
const bindable = (value: unknown) =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value instanceof Date ? value.toISOString() : value;

type ReadMethod = 'get' | 'all';

/**
 * Which better-sqlite3 method the candidate read each statement with (its SQL → `get` or `all`),
 * seen by wrapping the statements' shared prototype during one run of the candidate: the
 * baseline must read the same way, since `get` stops at the first row and builds no array.
 */
async function readMethods(sample: BetterSqlite3.Statement, run: () => Promise<unknown>) {
  const prototype = Object.getPrototypeOf(sample) as Record<ReadMethod, (...args: unknown[]) => unknown>;
  const originals = { get: prototype.get, all: prototype.all };
  const seen = new Map<string, ReadMethod>();
  for (const method of ['get', 'all'] as const) {
    prototype[method] = function (this: BetterSqlite3.Statement, ...args: unknown[]) {
      seen.set(this.source, method);
      return originals[method].apply(this, args);
    };
  }
  try {
    await run();
  } finally {
    Object.assign(prototype, originals);
  }
  return seen;
}

interface Measured {
  name: string;
  baseline: number[];
  candidate: number[];
  precompiled: number[];
  /** How the baseline read each statement: better-sqlite3's get, all or run, as the candidate did. */
  reads: string;
}

/** The geometric mean of the per-query ratios, round by round: each query weighs the same. */
function overall(perQuery: Measured[], of: 'candidate' | 'precompiled'): number[] {
  return Array.from({ length: ROUNDS }, (_, round) =>
    Math.exp(perQuery.reduce((sum, q) => sum + Math.log(q[of][round]! / q.baseline[round]!), 0) / perQuery.length),
  );
}

function rowsOf(perQuery: Measured[]): Row[] {
  const rows: Row[] = perQuery.map((q) => {
    const r = ratios(q.candidate, q.baseline);
    const pre = ratios(q.precompiled, q.baseline);
    return {
      name: q.name,
      baseline: { value: median(q.baseline), unit: 'µs' },
      candidate: { value: median(q.candidate), unit: 'µs' },
      ...r,
      target: `≤ ${TARGET.toFixed(2)}`,
      pass: r.ratio <= TARGET,
      note: `baseline reads with ${q.reads}; the same SQL precompiled, through Kysely: ${formatMeasure({ value: median(q.precompiled), unit: 'µs' })} (${pre.ratio.toFixed(2)})`,
    };
  });
  const all = overall(perQuery, 'candidate');
  const pre = overall(perQuery, 'precompiled');
  rows.push({
    name: `all ${perQuery.length} queries (geometric mean of the ratios)`,
    baseline: null,
    candidate: null,
    ratio: median(all),
    spread: spreadOf(all),
    target: `≤ ${TARGET.toFixed(2)}`,
    pass: median(all) <= TARGET,
    note: `precompiled through Kysely: ${median(pre).toFixed(2)} (${spreadOf(pre).min.toFixed(2)}–${spreadOf(pre).max.toFixed(2)})`,
  });
  return rows;
}

export const databaseLayer: Benchmark = {
  id: 'db-layer',
  item: 2,
  title: 'Database layer',
  async run(context) {
    const dataset = await forumDataset(context, 'sqlite');
    const env = { NODE_ENV: 'production', DATA_DIR: dataset.dataDir, LOG_LEVEL: 'silent' };
    const config = { ...loadConfig(env), webDistDir: path.join(context.tmp, 'none') };
    const app = await buildApp({ config, logger: false });
    const raw = openSqlite(dataset.file);
    const recorded: CompiledQuery[] = [];
    const recorder = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(openSqlite(dataset.file)) }),
      log: (event) => void (event.level === 'query' && recorded.push(event.query)),
    });
    try {
      const token = raw.prepare('select token from session where userId = ?').pluck().get(dataset.viewerId) as string;
      const target: QueryTarget = {
        db: app.database.db,
        viewerId: dataset.viewerId,
        sessionToken: token,
      };
      const recordingTarget: QueryTarget = { ...target, db: recorder };

      const perQuery: Measured[] = [];
      for (const query of HOT_QUERIES) {
        recorded.length = 0;
        await query.run(recordingTarget);
        const compiled = [...recorded];
        const methods = await readMethods(raw.prepare('select 1'), () => query.run(target));
        const statements = compiled.map((q) => {
          const statement = raw.prepare(q.sql);
          const method = methods.get(q.sql) ?? 'all';
          return { statement, reader: statement.reader, one: method === 'get', parameters: q.parameters.map(bindable) };
        });
        const baseline = () => {
          for (const s of statements) {
            if (!s.reader) s.statement.run(...s.parameters);
            else if (s.one) s.statement.get(...s.parameters);
            else s.statement.all(...s.parameters);
          }
        };
        // What building and compiling cost: the recorded queries run again through the app's Kysely.
        const precompiled = async () => {
          for (const q of compiled) await app.database.db.executeQuery(q);
        };
        const { calls, times } = await alternate(
          [
            { work: baseline, awaited: false },
            { work: () => query.run(target), awaited: true },
            { work: precompiled, awaited: true },
          ],
          { rounds: ROUNDS, roundUs: ROUND_US, warmUpUs: WARM_UP_US },
        );
        const [b, c, p] = times.map((t) => median(t).toFixed(1));
        const reads = statements.map((s) => (s.reader ? (s.one ? 'get' : 'all') : 'run')).join(', ');
        context.log(`${query.name}: ${reads}, ${calls} calls a round: ${b} / ${c} / ${p} µs`);
        perQuery.push({ name: query.name, baseline: times[0]!, candidate: times[1]!, precompiled: times[2]!, reads });
      }
      return rowsOf(perQuery);
    } finally {
      raw.close();
      await recorder.destroy();
      await app.close();
    }
  },
};
