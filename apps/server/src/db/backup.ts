import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Config } from '../env.js';
import { keepPrivate, makePrivateFile, PRIVATE_FOLDER_MODE } from './private-files.js';

type DatabaseConfig = Config['database'];

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/**
 * An online backup of the running database into `file` (docs/decisions/0047-backup-and-restore.md): SQLite's
 * backup API copies a consistent snapshot page by page while the app keeps reading and writing;
 * PostgreSQL's pg_dump (custom format) reads one snapshot in a single transaction. Written beside
 * the target and renamed, so a half-written file never carries the backup's name. The backup holds
 * members' e-mails, password hashes and chats: the file is 0600 from its creation and a folder the
 * backup creates is 0700 (issue 27, item 4); a SQLite backup is one file, with no `-wal`/`-shm` beside it.
 */
export async function backupDatabase(database: DatabaseConfig, file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const partial = `${file}.partial`;
  await removeWithSideFiles(partial);
  try {
    // Created private before a byte is written: SQLite and pg_dump keep an existing file's mode.
    makePrivateFile(partial);
    if (database.kind === 'sqlite') {
      const source = new BetterSqlite3(database.file, { readonly: true, fileMustExist: true });
      try {
        await source.backup(partial);
      } finally {
        source.close();
      }
      asSingleFile(partial);
      assertSqliteBackup(partial);
    } else {
      await runPostgresTool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`], database.url);
    }
    keepPrivate(partial);
    await rename(partial, file);
  } catch (error) {
    await removeWithSideFiles(partial);
    throw error;
  }
}

/** Removes a SQLite file and the `-wal`, `-shm` and `-journal` files SQLite may have left beside it. */
async function removeWithSideFiles(file: string): Promise<void> {
  for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(`${file}${suffix}`, { force: true });
}

/**
 * The copy of a WAL database is marked WAL too: opening it (even read-only, for the check) makes
 * SQLite create `-wal` and `-shm` files beside it, which the rename would leave behind. In the
 * rollback-journal mode it is one self-contained file; the app turns WAL back on when it opens it.
 */
function asSingleFile(file: string): void {
  const db = new BetterSqlite3(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/**
 * Restores a backup into the configured database, which must be new or (with `replace`) given up:
 * SQLite's file is replaced after the backup passes an integrity check; PostgreSQL's database gets
 * the dump in one transaction (`--clean --if-exists`), so a failed restore leaves it as it was.
 * The server must be stopped while a SQLite file is replaced.
 */
export async function restoreDatabase(
  database: DatabaseConfig,
  file: string,
  options: { replace?: boolean } = {},
): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`Arquivo de backup não encontrado: ${file}`);
  if (database.kind === 'sqlite') {
    assertSqliteBackup(file);
    if (existsSync(database.file) && !options.replace) {
      throw new BackupError(`O banco ${database.file} já existe; use --replace para substituí-lo.`);
    }
    await mkdir(path.dirname(database.file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    const incoming = `${database.file}.restoring`;
    await copyFile(file, incoming);
    for (const suffix of ['-wal', '-shm']) await rm(`${database.file}${suffix}`, { force: true });
    await rename(incoming, database.file);
    return;
  }
  const args = ['--no-owner', '--single-transaction', '--exit-on-error'];
  if (options.replace) args.push('--clean', '--if-exists');
  await runPostgresTool('pg_restore', [...args, file], database.url);
}

/** A SQLite file that opens, passes integrity_check and holds the migrator's table: a Blivion database. */
function assertSqliteBackup(file: string): void {
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('integrity_check', { simple: true });
    const migrated = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (check !== 'ok' || !migrated) throw new BackupError(`O arquivo ${file} não é um backup válido do Blivion.`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`O arquivo ${file} não é um banco SQLite legível.`);
  } finally {
    db?.close();
  }
}

/**
 * Runs pg_dump or pg_restore with the connection in PG* variables, never on the command line,
 * where any user of the machine could read the password in the process list.
 */
function runPostgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const target = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(target.hostname) || 'localhost',
    PGPORT: target.port || '5432',
    PGDATABASE: decodeURIComponent(target.pathname.replace(/^\//, '')),
    PGUSER: decodeURIComponent(target.username) || process.env.PGUSER,
    PGPASSWORD: target.password ? decodeURIComponent(target.password) : process.env.PGPASSWORD,
  };
  const sslmode = target.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  const dbArgs = tool === 'pg_restore' ? [`--dbname=${env.PGDATABASE}`] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...dbArgs, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => reject(new BackupError(`${tool} não pôde ser executado: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} terminou com o código ${code}: ${stderr.trim().slice(0, 2000)}`));
    });
  });
}
