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
 * folder, or a fresh PostgreSQL schema on TEST_DATABASE_URL, dropped afterwards.
 */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (testDatabaseKind() === 'sqlite') {
    return { config: { kind: 'sqlite', file: `${dataDir}/test.db` }, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return {
    config: { kind: 'postgres', url, schema },
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema if exists ${schema} cascade`);
      await dropper.end();
    },
  };
}
