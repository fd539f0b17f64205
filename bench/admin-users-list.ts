// The member list of /admin/usuarios on 10,000 members: first page, a deep keyset page, and searches,
// each with its total count, through the real service, schema and migrations.
// Run: npx tsx --conditions=source bench/admin-users-list.ts   (PostgreSQL: set BENCH_DATABASE_URL)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { foldText } from '@blivion/shared';
import { buildApp } from '../apps/server/src/app.js';
import type { Config } from '../apps/server/src/env.js';
import { loadConfig } from '../apps/server/src/env.js';
import { listUsers } from '../apps/server/src/modules/admin-users/admin-users.service.js';
import { prepareDatabase } from '../apps/server/src/startup.js';

const MEMBERS = 10_000;
const ROUNDS = 200;
const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'blivion-bench-'));
const postgresUrl = process.env.BENCH_DATABASE_URL;
const schema = `bench_${randomBytes(4).toString('hex')}`;
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}
if (postgresUrl) await admin(`create schema ${schema}`);

const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const config: Config = {
  ...base,
  database: postgresUrl ? { kind: 'postgres', url: postgresUrl, schema } : base.database,
  webDistDir: path.join(dataDir, 'none'),
};
const app = await buildApp({ config, logger: false });
await prepareDatabase(app);
const db = app.database.db;

const now = new Date();
const rows = Array.from({ length: MEMBERS }, (_, i) => {
  const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`;
  return {
    id: randomBytes(16).toString('hex'),
    name,
    name_key: foldText(name),
    email: `membro${i}@exemplo${i % 50}.test`,
  };
});
for (let i = 0; i < rows.length; i += 500) {
  const chunk = rows.slice(i, i + 500);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user')
      .values(chunk.map((r) => ({ ...r, emailVerified: false, image: null, createdAt: now, updatedAt: now })))
      .execute();
    await trx
      .insertInto('profiles')
      .values(chunk.map((r) => ({ user_id: r.id, role: 'free', created_at: now, updated_at: now })))
      .execute();
    await trx
      .insertInto('user_permissions')
      .values(chunk.map((r) => ({ user_id: r.id, forum: true, courses: false, ai_lab: false, ad_spy: false })))
      .execute();
  });
}

// A cursor halfway through: follow pages of 100 to the middle.
let middle: string | null = null;
for (let page = 0; page < MEMBERS / 100 / 2; page++)
  middle = (await listUsers(app, { limit: 100, cursor: middle ?? undefined })).nextCursor;

const cases: [string, { search?: string; cursor?: string; limit: number }][] = [
  ['first page (25), no search', { limit: 25 }],
  ['page 201 of 400 by keyset cursor', { limit: 25, cursor: middle! }],
  ['search "silva" (~900 matches)', { search: 'silva', limit: 25 }],
  ['search "exemplo7.test" (200 e-mail matches)', { search: 'exemplo7.test', limit: 25 }],
  ['search "membro9999" (1 match)', { search: 'membro9999', limit: 25 }],
  ['search "zzz" (no match)', { search: 'zzz', limit: 25 }],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`${app.database.kind}, ${MEMBERS} members, list + total count, median of ${ROUNDS} calls:`);
for (const [label, query] of cases) {
  await listUsers(app, query);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.hrtime.bigint();
    await listUsers(app, query);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const result = await listUsers(app, query);
  console.log(`  ${label.padEnd(46)} ${median(times).toFixed(2).padStart(6)} ms  (total ${result.total})`);
}

await app.close();
if (postgresUrl) await admin(`drop schema ${schema} cascade`);
rmSync(dataDir, { recursive: true, force: true });
