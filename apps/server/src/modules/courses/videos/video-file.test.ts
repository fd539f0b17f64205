import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '../../../storage/local-disk-storage.js';
import type { UploadStorage } from '../../../storage/upload-storage.js';
import { pngBytes } from '../../uploads/test-images.js';
import { DEMO_LESSON_VIDEO } from './demo-video.js';
import { mp4Bytes } from './test-videos.js';
import { videoDurationOf, videoTypeOf } from './video-file.js';

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A version 1 movie header (64-bit times and duration). */
function mvhdV1(timescale: number, duration: bigint): Buffer {
  const body = Buffer.alloc(112);
  body[0] = 1;
  body.writeUInt32BE(timescale, 20);
  body.writeBigUInt64BE(duration, 24);
  return box('mvhd', body);
}

const log = pino({ level: 'silent' });

const ftyp = box('ftyp', Buffer.from('mp42\0\0\0\0isommp42', 'latin1'));

describe('lesson video files', () => {
  let folder: string;
  let storage: UploadStorage;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'blivion-videos-'));
    storage = localDiskStorage(folder);
  });
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  async function durationOf(data: Buffer, type: 'video/mp4' | 'video/webm' = 'video/mp4') {
    const name = `v-${Math.random().toString(16).slice(2)}`;
    await storage.put(name, data);
    return videoDurationOf(storage, name, type, data.length, log);
  }

  it('recognises MP4 and WebM by their first bytes only', async () => {
    expect(await videoTypeOf(mp4Bytes({ durationSeconds: 1, mediaBytes: 10 }), log)).toBe('video/mp4');
    expect(await videoTypeOf(readFileSync(DEMO_LESSON_VIDEO.file).subarray(0, 4100), log)).toBe('video/webm');
    expect(await videoTypeOf(pngBytes(), log)).toBeNull();
  });

  it('reads an MP4 duration from a movie header before the media data', async () => {
    expect(await durationOf(mp4Bytes({ durationSeconds: 61.6, mediaBytes: 1000 }))).toBe(62);
  });

  it('reads it after the media data too, stepping over a 64-bit sized mdat, in a version 1 header', async () => {
    const media = Buffer.alloc(5000, 1);
    const largeMdat = Buffer.alloc(16);
    largeMdat.writeUInt32BE(1, 0);
    largeMdat.write('mdat', 4, 'latin1');
    largeMdat.writeBigUInt64BE(BigInt(16 + media.length), 8);
    const moov = box('moov', Buffer.concat([box('udta', Buffer.alloc(20)), mvhdV1(90_000, 90_000n * 7200n)]));
    expect(await durationOf(Buffer.concat([ftyp, largeMdat, media, moov]))).toBe(7200);
  });

  it('answers null when the file states no duration or its boxes are broken', async () => {
    expect(await durationOf(Buffer.concat([ftyp, box('free', Buffer.alloc(100))]))).toBeNull();
    expect(await durationOf(Buffer.concat([ftyp, box('moov', mvhdV1(0, 0n))]))).toBeNull();
    const broken = Buffer.concat([ftyp, Buffer.from([0, 0, 0, 3]), Buffer.from('moov', 'latin1')]);
    expect(await durationOf(broken)).toBeNull();
  });

  it('reads a WebM duration from its segment info', async () => {
    expect(await durationOf(readFileSync(DEMO_LESSON_VIDEO.file), 'video/webm')).toBe(30);
    expect(await durationOf(Buffer.from('não é WebM'), 'video/webm')).toBeNull();
  });
});
