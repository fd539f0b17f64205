import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Config } from '../env.js';

export type TestDatabaseKind = 'sqlite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDatabase {
  config: Config['database'];
  drop(): Promise<void>;
}

/**
 * A database of its own for each test app: a SQLite file in the app's data
 * folder, or a fresh PostgreSQL database beside TEST_DATABASE_URL's, dropped
 * afterwards. A database rather than a schema: Kysely's migrator looks for its
 * bookkeeping tables in every schema it can see, so parallel test files (or a
 * schema left behind by a crashed run) would make it skip creating its own.
 */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (testDatabaseKind() === 'sqlite') {
    return { config: { kind: 'sqlite', file: `${dataDir}/test.db` }, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `blivion_test_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`create database ${name}`));
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: databaseUrl.toString() },
    drop: () => withClient(url, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
