import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { prepareDatabase } from '../startup.js';
import { countUsers, createMember, getMe, sessionCookie, signIn } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { BackupError, backupDatabase, restoreDatabase } from './backup.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function scratch(): Promise<{ dir: string; database: TestDatabase }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'blivion-restore-'));
  const database = await createTestDatabase(dir);
  cleanups.push(
    () => rm(dir, { recursive: true, force: true }),
    () => database.drop(),
  );
  return { dir, database };
}

async function appOn(t: TestApp, database: TestDatabase['config'], dataDir: string) {
  const app = await buildApp({ config: { ...t.config, database, dataDir }, logger: false });
  cleanups.push(() => app.close());
  await prepareDatabase(app);
  await app.ready();
  return app;
}

describe('online backup and restore', () => {
  it('backs up while the app writes, and a fresh data folder restored from it serves the same members', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const before = await createMember(t.app, { name: 'Antes do Backup' });
    const target = await scratch();
    const file = path.join(target.dir, 'backup.bin');

    // Members keep signing up while the backup runs: the backup is one consistent snapshot.
    const [, during] = await Promise.all([backupDatabase(t.config.database, file), createMember(t.app)]);
    await createMember(t.app, { name: 'Depois do Backup' });
    const usersInSource = await countUsers(t.app);

    await restoreDatabase(target.database.config, file);
    const restored = await appOn(t, target.database.config, target.dir);

    const signedIn = await signIn(restored, before.email, before.password);
    expect(signedIn.statusCode).toBe(200);
    const me = await getMe(restored, sessionCookie(signedIn));
    expect(me.json<{ user: { name: string } }>().user.name).toBe('Antes do Backup');
    const restoredUsers = await countUsers(restored);
    // The member who signed up during the backup is either wholly in it or wholly absent; the later one is not.
    expect([usersInSource - 1, usersInSource - 2]).toContain(restoredUsers);
    expect(await countUsers(restored, during.email)).toBe(restoredUsers === usersInSource - 1 ? 1 : 0);
  });

  it('refuses a file that is not a Blivion backup and leaves the target as it was', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const target = await scratch();
    const junk = path.join(target.dir, 'junk.bin');
    await writeFile(junk, 'isto não é um banco de dados');
    await expect(restoreDatabase(target.database.config, junk)).rejects.toBeInstanceOf(BackupError);
    await expect(restoreDatabase(target.database.config, path.join(target.dir, 'missing'))).rejects.toThrow(
      /não encontrado/,
    );
    // The target is still empty: an app on it starts a new academy.
    const app = await appOn(t, target.database.config, target.dir);
    expect(await countUsers(app)).toBe(0);
  });

  it('does not overwrite an existing SQLite database without --replace', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    if (t.config.database.kind !== 'sqlite') return;
    const file = path.join(t.config.dataDir, 'copy.db');
    await backupDatabase(t.config.database, file);
    await expect(restoreDatabase(t.config.database, file)).rejects.toThrow(/--replace/);
  });
});
