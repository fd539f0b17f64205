import { chmodSync, closeSync, openSync, statSync } from 'node:fs';

/** Files of the app's data (the database, its WAL, backups): the owner alone reads and writes them. */
export const PRIVATE_FILE_MODE = 0o600;
/** Folders the app creates for its data (DATA_DIR, backups/): the owner alone lists and enters them. */
export const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Creates `file` empty with mode 0600 if it does not exist, and takes group and other access away
 * from an existing one (a database an older version created 0644). SQLite gives the `-wal`,
 * `-shm` and `-journal` files it creates later the database file's own mode.
 */
export function makePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  keepPrivate(file);
}

/** Takes group and other access away from a file or folder when it exists and has any. */
export function keepPrivate(file: string): void {
  let mode: number;
  try {
    mode = statSync(file).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((mode & 0o077) !== 0) chmodSync(file, mode & 0o700);
}
