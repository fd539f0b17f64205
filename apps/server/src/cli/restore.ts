import path from 'node:path';
import { BackupError, restoreDatabase } from '../db/backup.js';
import { ConfigError, loadConfig } from '../env.js';

/** `npm run db:restore -- <file> [--replace]`, with the server stopped (docs/decisions/0047). */
try {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new BackupError('Uso: npm run db:restore -- <arquivo de backup> [--replace]');
  const config = loadConfig();
  await restoreDatabase(config.database, path.resolve(file), { replace: args.includes('--replace') });
  console.log('Backup restaurado. Inicie o servidor: as migrações que faltarem serão aplicadas.');
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exit(1);
}
