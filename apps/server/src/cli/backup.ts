import path from 'node:path';
import { BackupError, backupDatabase } from '../db/backup.js';
import { keepPrivate } from '../db/private-files.js';
import { ConfigError, loadConfig } from '../env.js';

/** `npm run db:backup [-- <file>]`: an online backup while the server runs (docs/decisions/0047). */
try {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  const extension = config.database.kind === 'sqlite' ? 'db' : 'dump';
  const backups = path.join(config.dataDir, 'backups');
  const file = path.resolve(process.argv[2] ?? path.join(backups, `blivion-${stamp}.${extension}`));
  await backupDatabase(config.database, file);
  // The app's own folder, which an older version created 0755: for the owner alone (issue 27, item 4).
  if (process.argv[2] === undefined) keepPrivate(backups);
  console.log(`Backup gravado em ${file}`);
  console.log(
    'Guarde também, em outro lugar, DATA_DIR/secrets-key (sem ele as chaves de API salvas não abrem) e a pasta DATA_DIR/uploads.',
  );
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exit(1);
}
