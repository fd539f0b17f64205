// Kysely on SQLite, with and without our prepared-statement cache, on the hot query of every
// signed-in request (the member row by id). Run: npm run bench:sqlite
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../apps/server/src/db/schema.js';
import { openSqlite } from '../apps/server/src/db/database.js';
import { withStatementCache } from '../apps/server/src/db/sqlite-statement-cache.js';
import { findMemberRow } from '../apps/server/src/auth/member.repository.js';

const MEMBERS = 10_000;
const QUERIES = 50_000;
const ROUNDS = 5;

const dir = mkdtempSync(path.join(tmpdir(), 'blivion-bench-'));
const file = path.join(dir, 'bench.db');
const setup = openSqlite(file);
setup.exec(`
  create table "user" (id text primary key, name text not null, email text not null unique, "emailVerified" integer not null,
    image text, "createdAt" text not null, "updatedAt" text not null);
  create table profiles (user_id text primary key references "user"(id), role text not null, access_expiration text,
    logo_url text, created_at text not null, updated_at text not null);
  create table user_permissions (user_id text primary key references "user"(id), forum integer not null,
    courses integer not null, ai_lab integer not null, ad_spy integer not null);`);
const ids: string[] = [];
setup.transaction(() => {
  const now = new Date().toISOString();
  for (let i = 0; i < MEMBERS; i++) {
    const id = randomUUID();
    ids.push(id);
    setup
      .prepare('insert into "user" values (?, ?, ?, 0, null, ?, ?)')
      .run(id, `Membro ${i}`, `m${i}@x.test`, now, now);
    setup.prepare('insert into profiles values (?, ?, null, null, ?, ?)').run(id, 'free', now, now);
    setup.prepare('insert into user_permissions values (?, 1, 0, 0, 0)').run(id);
  }
})();
setup.close();

function kysely(cached: boolean): Kysely<Database> {
  const sqlite = openSqlite(file);
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: cached ? withStatementCache(sqlite) : sqlite }),
  });
}

async function measure(db: Kysely<Database>): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < QUERIES; i++) await findMemberRow(db, ids[(i * 7919) % MEMBERS]!);
  return Number(process.hrtime.bigint() - start) / 1e3 / QUERIES;
}

const plain = kysely(false);
const cached = kysely(true);
const results = { plain: [] as number[], cached: [] as number[] };
await measure(plain);
await measure(cached);
for (let round = 0; round < ROUNDS; round++) {
  results.plain.push(await measure(plain));
  results.cached.push(await measure(cached));
}
await plain.destroy();
await cached.destroy();
rmSync(dir, { recursive: true, force: true });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p = median(results.plain);
const c = median(results.cached);
console.log(`member row by id, ${QUERIES} queries x ${ROUNDS} alternating rounds, median per query:`);
console.log(`  Kysely, statement prepared on every query: ${p.toFixed(1)} µs`);
console.log(`  Kysely, prepared statements reused:       ${c.toFixed(1)} µs`);
console.log(`  speed-up: ${(p / c).toFixed(2)}x`);
