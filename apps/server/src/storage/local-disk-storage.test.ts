import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk-storage.js';
import type { UploadStorage } from './upload-storage.js';

describe('local disk storage, streams', () => {
  let folder: string;
  let storage: UploadStorage;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'blivion-storage-'));
    storage = localDiskStorage(folder);
  });
  afterEach(async () => rm(folder, { recursive: true, force: true }));

  it('writes a stream chunk by chunk and shows the file only once it has ended', async () => {
    let seenWhileWriting: string[] = [];
    const source = Readable.from(
      (async function* () {
        for (let i = 0; i < 20; i++) {
          yield Buffer.alloc(64 * 1024, i);
          await new Promise((resolve) => setImmediate(resolve));
          if (i === 10) seenWhileWriting = await readdir(folder);
        }
      })(),
    );
    const size = await storage.putStream('video-a', source);
    expect(size).toBe(20 * 64 * 1024);
    // Halfway through, only the temporary file existed, never the final name.
    expect(seenWhileWriting).toHaveLength(1);
    expect(seenWhileWriting[0]).toMatch(/^\.video-a\.[a-f0-9]{12}\.tmp$/);
    expect(await readdir(folder)).toEqual(['video-a']);
    const stored = await readFile(path.join(folder, 'video-a'));
    expect(stored[0]).toBe(0);
    expect(stored.at(-1)).toBe(19);
  });

  it('leaves nothing behind when the stream fails halfway', async () => {
    const source = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024, 1);
        throw new Error('the sender went away');
      })(),
    );
    await expect(storage.putStream('video-b', source)).rejects.toThrow('the sender went away');
    expect(await readdir(folder)).toEqual([]);
  });

  it('reads a byte range, the whole file, and null for a missing name', async () => {
    await storage.put('letters', Buffer.from('abcdefghij'));
    expect(await text((await storage.read('letters', { start: 2, end: 4 }))!)).toBe('cde');
    expect(await text((await storage.read('letters', { start: 9, end: 9 }))!)).toBe('j');
    expect(await text((await storage.read('letters'))!)).toBe('abcdefghij');
    expect(await storage.read('missing')).toBeNull();
  });

  it('refuses names that leave the folder', async () => {
    await expect(storage.putStream('../escape', Readable.from([Buffer.from('x')]))).rejects.toThrow(/unsafe/);
    await expect(storage.read('..')).rejects.toThrow(/unsafe/);
  });
});
