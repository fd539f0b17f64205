import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedDependency } from '../dependencies/dependency-failure.js';
import { createDependencyMonitor } from '../dependencies/dependency-monitor.js';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.js';
import { startTcpRelay, type TcpRelay } from '../test-support/tcp-relay.js';
import { s3SettingsFrom } from './s3-config.js';
import { s3Storage } from './s3-storage.js';

/**
 * Issue 28, item 7: the object store going away under a range read (a lesson video seeking) leaves
 * one structured log line, its failures are the storage's (a 503), and its return is logged too.
 */
describe('object storage failing under a read', () => {
  let server: TestS3Server;
  let relay: TcpRelay;
  let storage: Awaited<ReturnType<typeof s3Storage>>;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    server = await startS3Server();
    const target = new URL(server.url);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port) });
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    );
    storage = await s3Storage(
      s3SettingsFrom({ S3_URL: `${relay.through(server.url)}/uploads` })!,
      createDependencyMonitor(log),
      log,
    );
  });
  afterAll(async () => {
    storage?.client.destroy();
    await relay?.close();
    await server?.close();
  });

  it('logs a range read cut by the store once, structured; refuses while it is gone; logs its return', async () => {
    await storage.put('video', Buffer.alloc(8 * 1024 * 1024, 7));
    const body = (await storage.read('video', { start: 0, end: 8 * 1024 * 1024 - 1 }))!;
    let received = 0;
    const reading = pipeline(
      body,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          // Slow reader: the rest is still on its way when the store goes.
          setTimeout(done, 5);
        },
      }),
    );
    await expect.poll(() => received, { interval: 5 }).toBeGreaterThan(0);
    relay.resetConnections();
    await expect(reading).rejects.toThrow();
    expect(received).toBeLessThan(8 * 1024 * 1024);
    await expect.poll(() => lines.filter((line) => line.event === 'read-cut')).toHaveLength(1);
    expect(lines.find((line) => line.event === 'read-cut')).toMatchObject({
      dependency: 'storage',
      name: 'video',
      range: { start: 0, end: 8 * 1024 * 1024 - 1 },
      msg: 'object storage read cut',
    });

    await relay.setMode('refuse');
    const refused = await storage.read('video', { start: 0, end: 9 }).catch((error: unknown) => error);
    expect(failedDependency(refused)).toBe('storage');
    await relay.setMode('pass');
    expect((await storage.get('video'))?.length).toBe(8 * 1024 * 1024);
    const events = lines.filter((line) => line.dependency === 'storage' && line.msg !== 'object storage read cut');
    expect(events.map((line) => line.event)).toEqual(['dependency-down', 'dependency-up']);
  });
});
