import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.js';
import { s3SettingsFrom } from './s3-config.js';
import { s3Storage } from './s3-storage.js';

let server: TestS3Server;
let storage: Awaited<ReturnType<typeof s3Storage>>;
const bucket = () => new URL(server.url).pathname.slice(1);

beforeAll(async () => {
  server = await startS3Server();
  storage = await s3Storage(s3SettingsFrom({ S3_URL: `${server.url}/uploads` })!);
});
afterAll(async () => {
  storage?.client.destroy();
  await server?.close();
});

async function keys(): Promise<string[]> {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: bucket() }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

type SentCommand = { name: string; uploadId: string | undefined };

/**
 * Records every command the storage's client sends (name and multipart upload id), through the
 * SDK's public middleware stack; `failPart` makes that part's upload fail as a cut connection would.
 */
function recordCommands(options: { failPart?: number } = {}): SentCommand[] & { stop(): void } {
  const sent: SentCommand[] = [];
  const name = `record-${Math.random()}`;
  storage.client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { UploadId?: string; PartNumber?: number };
      if (context.commandName === 'UploadPartCommand' && input.PartNumber === options.failPart) {
        throw Object.assign(new Error('connection reset by the store'), { code: 'ECONNRESET' });
      }
      // Recorded as sent, before the answer: s3rver refuses AbortMultipartUpload (a real store accepts it).
      if (input.UploadId) sent.push({ name: context.commandName ?? '', uploadId: input.UploadId });
      const output = await next(args);
      const created = (output.output as { UploadId?: string }).UploadId;
      if (!input.UploadId) sent.push({ name: context.commandName ?? '', uploadId: created });
      return output;
    },
    { step: 'initialize', name },
  );
  return Object.assign(sent, { stop: () => void storage.client.middlewareStack.remove(name) });
}

describe('S3-compatible storage', () => {
  it('stores, reads, reads a range, deletes, and answers null for a missing name, under its prefix', async () => {
    await storage.put('letters', Buffer.from('abcdefghij'));
    expect((await storage.get('letters'))?.toString()).toBe('abcdefghij');
    expect(await text((await storage.read('letters', { start: 2, end: 4 }))!)).toBe('cde');
    expect(await text((await storage.read('letters', { start: 9, end: 9 }))!)).toBe('j');
    expect(await text((await storage.read('letters'))!)).toBe('abcdefghij');
    expect(await keys()).toContain('uploads/letters');
    await storage.delete('letters');
    await storage.delete('letters');
    expect(await storage.get('letters')).toBeNull();
    expect(await storage.read('missing')).toBeNull();
  });

  it('streams a 20 MB video up in parts and shows it only once complete', async () => {
    let seenWhileWriting: string[] | null = null;
    const source = Readable.from(
      (async function* () {
        for (let i = 0; i < 20; i++) {
          yield Buffer.alloc(1024 * 1024, i);
          if (i === 12) seenWhileWriting = await keys();
        }
      })(),
    );
    expect(await storage.putStream('video-a', source)).toBe(20 * 1024 * 1024);
    expect(seenWhileWriting).not.toContain('uploads/video-a');
    const tail = await storage.read('video-a', { start: 20 * 1024 * 1024 - 2, end: 20 * 1024 * 1024 - 1 });
    expect([...Buffer.from(await text(tail!), 'latin1')]).toEqual([19, 19]);
  });

  it('leaves nothing behind when the stream fails halfway', async () => {
    const source = Readable.from(
      (async function* () {
        yield Buffer.alloc(9 * 1024 * 1024, 1);
        throw new Error('the sender went away');
      })(),
    );
    await expect(storage.putStream('video-b', source)).rejects.toThrow('the sender went away');
    expect(await keys()).not.toContain('uploads/video-b');
  });

  it('aborts its multipart upload when the sender fails after a part went up', async () => {
    const sent = recordCommands();
    const source = Readable.from(
      (async function* () {
        yield Buffer.alloc(9 * 1024 * 1024, 2);
        await new Promise((resolve) => setTimeout(resolve, 200));
        throw new Error('the sender went away');
      })(),
    );
    await expect(storage.putStream('video-c', source)).rejects.toThrow('the sender went away');
    const created = sent.find((command) => command.name === 'CreateMultipartUploadCommand');
    expect(created?.uploadId).toBeTruthy();
    await vi.waitFor(() =>
      expect(sent).toContainEqual({ name: 'AbortMultipartUploadCommand', uploadId: created!.uploadId }),
    );
    sent.stop();
  });

  it('aborts its multipart upload when the store fails a part midway', async () => {
    const sent = recordCommands({ failPart: 2 });
    const source = Readable.from(
      (async function* () {
        for (let i = 0; i < 3; i++) yield Buffer.alloc(8 * 1024 * 1024, i);
      })(),
    );
    // s3rver answers the abort with 405, which lib-storage reports in place of the part's failure.
    await expect(storage.putStream('video-d', source)).rejects.toThrow();
    const created = sent.find((command) => command.name === 'CreateMultipartUploadCommand');
    expect(sent).toContainEqual({ name: 'AbortMultipartUploadCommand', uploadId: created!.uploadId });
    expect(sent.map((command) => command.name)).not.toContain('CompleteMultipartUploadCommand');
    expect(await keys()).not.toContain('uploads/video-d');
    sent.stop();
  });

  it('refuses names that leave its folder', async () => {
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage.read('..')).rejects.toThrow(/unsafe/);
  });
});

describe('S3 settings', () => {
  it('reads S3_URL or the usual variables, and nothing means the local disk', () => {
    expect(s3SettingsFrom({ S3_URL: 'https://AK:S%2FK@s3.example.com:9000/media/blivion/?region=sa-east-1' })).toEqual({
      endpoint: 'https://s3.example.com:9000',
      bucket: 'media',
      region: 'sa-east-1',
      credentials: { accessKeyId: 'AK', secretAccessKey: 'S/K' },
      prefix: 'blivion/',
    });
    expect(s3SettingsFrom({ S3_BUCKET: 'media', AWS_REGION: 'sa-east-1' })).toEqual({
      endpoint: null,
      bucket: 'media',
      region: 'sa-east-1',
      credentials: null,
      prefix: '',
    });
    expect(s3SettingsFrom({})).toBeNull();
    expect(() => s3SettingsFrom({ S3_URL: 'ftp://x/y' })).toThrow(/http/);
    expect(() => s3SettingsFrom({ S3_URL: 'https://host/' })).toThrow(/bucket/);
  });
});
