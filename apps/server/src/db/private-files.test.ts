import { spawn } from 'node:child_process';
import { chmodSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../env.js';
import { prepareDatabase } from '../startup.js';
import { createMember } from '../test-support/factories.js';
import { createTestApp } from '../test-support/test-app.js';
import { openSqlite } from './database.js';

const BACKUP_CLI = fileURLToPath(new URL('../cli/backup.ts', import.meta.url));

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function modeOf(file: string): string {
  return (statSync(file).mode & 0o777).toString(8);
}

async function scratchFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'blivion-private-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** `npm run db:backup` as it runs (the command's source through tsx), with the machine's usual umask 022. */
function runBackupCommand(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', BACKUP_CLI], {
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${output}`))));
  });
}

/** Issue 27, item 4: the data folder, the database and the backups are the owner's alone. */
describe('files of the app readable by the owner alone', () => {
  it('a DATA_DIR the app creates is 0700; blivion.db and its -wal and -shm are 0600', async () => {
    const dataDir = path.join(await scratchFolder(), 'novo', 'data');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SCHEDULED_JOBS: 'false' });
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'auth-secret'))).toBe('600');

    const file = path.join(dataDir, 'blivion.db');
    const app = await buildApp({ config: { ...config, database: { kind: 'sqlite', file } }, logger: false });
    cleanups.push(() => app.close());
    await prepareDatabase(app);
    await createMember(app);
    for (const each of [file, `${file}-wal`, `${file}-shm`]) expect([each, modeOf(each)]).toEqual([each, '600']);
  });

  it('a database an older version left 0644 is made 0600 when opened, its -wal and -shm too', async () => {
    const dir = await scratchFolder();
    const file = path.join(dir, 'blivion.db');
    openSqlite(file).close();
    writeFileSync(`${file}-wal`, '');
    for (const each of [file, `${file}-wal`]) chmodSync(each, 0o644);
    const sqlite = openSqlite(file);
    cleanups.push(async () => sqlite.close());
    sqlite.exec('create table t (x)');
    for (const each of [file, `${file}-wal`, `${file}-shm`]) expect([each, modeOf(each)]).toEqual([each, '600']);
  });

  it('db:backup writes backups/ 0700 and each backup 0600, and nothing else beside them', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const dataDir = await scratchFolder();
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (t.config.database.kind === 'postgres') {
      env.DATABASE_URL = t.config.database.url;
      await createMember(t.app);
    } else {
      // The command backs up DATA_DIR/blivion.db: a running app's, written to meanwhile.
      const config = {
        ...t.config,
        dataDir,
        database: { kind: 'sqlite' as const, file: path.join(dataDir, 'blivion.db') },
      };
      const app = await buildApp({ config, logger: false });
      cleanups.push(() => app.close());
      await prepareDatabase(app);
      await createMember(app);
    }
    const backups = path.join(dataDir, 'backups');
    expect(existsSync(backups)).toBe(false);

    await runBackupCommand(env);
    expect(modeOf(backups)).toBe('700');
    const [first, ...others] = await readdir(backups);
    expect(others).toEqual([]);
    expect(first).toMatch(/^blivion-\d{8}-\d{6}\.(db|dump)$/);
    expect(modeOf(path.join(backups, first!))).toBe('600');

    // A backups/ folder an older version created 0755 is made the owner's alone.
    chmodSync(backups, 0o755);
    await runBackupCommand(env);
    expect(modeOf(backups)).toBe('700');
    // One more backup, or the same name again within the same second.
    const files = await readdir(backups);
    expect(files.length === 1 || files.length === 2).toBe(true);
    for (const each of files) expect([each, modeOf(path.join(backups, each))]).toEqual([each, '600']);
  }, 60_000);
});
