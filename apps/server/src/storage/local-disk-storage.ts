import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadStorage } from './upload-storage.js';
import { assertSafeName } from './upload-storage.js';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** Files in one folder (DATA_DIR/uploads); each write goes to a temporary file first, then is renamed into place. */
export function localDiskStorage(folder: string): UploadStorage {
  const fileOf = (name: string) => {
    assertSafeName(name);
    return path.join(folder, name);
  };
  return {
    async put(name, data) {
      const file = fileOf(name);
      await mkdir(folder, { recursive: true });
      const temporary = path.join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, data, { mode: 0o640 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(name) {
      try {
        return await readFile(fileOf(name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(name) {
      await rm(fileOf(name), { force: true });
    },
  };
}
