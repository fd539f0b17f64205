import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
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
  const temporaryOf = (name: string) => path.join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  return {
    async put(name, data) {
      const file = fileOf(name);
      await mkdir(folder, { recursive: true });
      const temporary = temporaryOf(name);
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
    async putStream(name, source) {
      const file = fileOf(name);
      await mkdir(folder, { recursive: true });
      const temporary = temporaryOf(name);
      const sink = createWriteStream(temporary, { flags: 'wx', mode: 0o640 });
      try {
        await pipeline(source, sink);
        await rename(temporary, file);
        return sink.bytesWritten;
      } catch (error) {
        sink.destroy();
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(name, range) {
      const stream = createReadStream(fileOf(name), range ? { start: range.start, end: range.end } : {});
      try {
        await once(stream, 'ready');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return stream;
    },
  };
}
