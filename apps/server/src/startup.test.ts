import { getMigrations } from 'better-auth/db/migration';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOptions } from './auth/auth.js';
import { migrateToLatest } from './db/migrate.js';
import { serverModules } from './module-list.js';
import { prepareDatabase } from './startup.js';
import type { TestMember } from './test-support/factories.js';
import { createMember, getMe } from './test-support/factories.js';
import type { LogCapture } from './test-support/log-capture.js';
import { captureLogs } from './test-support/log-capture.js';
import type { TestApp } from './test-support/test-app.js';
import { createTestApp } from './test-support/test-app.js';

describe('migrations on start', () => {
  let t: TestApp;
  let logs: LogCapture;
  let member: TestMember;
  beforeAll(async () => {
    logs = captureLogs('info');
    t = await createTestApp({ logger: logs.logger });
    member = await createMember(t.app);
  });
  afterAll(async () => t.close());

  function options() {
    return authOptions({ config: t.app.config, database: t.app.database, mailer: t.app.mailer, logger: t.app.log });
  }

  async function recordedMigrations(): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      t.app.database.db,
    );
    return rows.map((row) => row.name);
  }

  function appliedLogs() {
    return logs.entries().filter((entry) => entry.msg === 'database migrations applied');
  }

  it('applied every migration on the first start', async () => {
    expect(appliedLogs()).toHaveLength(1);
    const applied = appliedLogs()[0]!.applied as string[];
    expect(applied[0]).toBe('0001-accounts-and-settings');
    expect(await recordedMigrations()).toEqual([...applied].sort());
  });

  it('applies nothing and fails nothing when run again, and keeps the data', async () => {
    await expect(prepareDatabase(t.app)).resolves.toBeUndefined();
    await expect(prepareDatabase(t.app)).resolves.toBeUndefined();
    expect(appliedLogs()).toHaveLength(1);
    expect(await migrateToLatest(t.app.database, options(), serverModules)).toEqual([]);

    const { toBeCreated, toBeAdded } = await getMigrations(options());
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
    expect(await recordedMigrations()).toEqual([...(appliedLogs()[0]!.applied as string[])].sort());

    const me = await getMe(t.app, member.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(member.id);
  });
});
