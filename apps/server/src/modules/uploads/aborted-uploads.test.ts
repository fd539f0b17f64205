import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_LESSON_VIDEO } from '../courses/videos/demo-video.js';
import { pdfBytes } from '../ai-files/test-files.js';
import { pngBytes } from './test-images.js';
import { coursesApi } from '../../test-support/courses.js';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff } from '../../test-support/factories.js';
import { captureLogs } from '../../test-support/log-capture.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

/**
 * Issue 27, item 6: a member who cancels an upload (or loses the connection) half way is a client
 * abort, logged at info, never an 'unhandled error': otherwise anyone could fill the error log at
 * will. Every route that takes a file, over a real socket cut in the middle of the file.
 */
describe('uploads the client abandons half way', () => {
  let t: TestApp;
  let master: TestMember;
  let port = 0;
  const logs = captureLogs('info');
  /** The id of the last request each URL received, as soon as the server has it. */
  const received = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp({
      logger: logs.logger,
      beforeReady: (app) => {
        app.addHook('onRequest', (request, _reply, done) => {
          received.set(request.url, request.id);
          done();
        });
      },
    });
    master = await createStaff(t.app, 'master');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  }, 60_000);
  afterAll(async () => t.close());

  /** Sends the headers and the start of a multipart body promising `declared` bytes, then cuts the connection once the server has the request. */
  async function abandon(method: string, url: string, fileStart: Buffer, declared = 2_000_000): Promise<string> {
    const boundary = 'limite-do-envio';
    const partHead =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="arquivo"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n';
    received.delete(url);
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${master.cookie}\r\n` +
        `Origin: ${t.config.publicUrl}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${declared}\r\n\r\n${partHead}`,
    );
    try {
      socket.write(fileStart);
      return await vi.waitFor(
        () => {
          const id = received.get(url);
          if (!id) throw new Error(`${url} not received yet`);
          return id;
        },
        { timeout: 15_000, interval: 20 },
      );
    } finally {
      socket.destroy();
    }
  }

  it('logs every abandoned upload as a client abort at info, and none as an error', async () => {
    const { course } = await coursesApi(t).course(master);
    const video = readFileSync(DEMO_LESSON_VIDEO.file).subarray(0, 64 * 1024);
    const image = Buffer.concat([pngBytes(4, 4).subarray(0, 33), Buffer.alloc(64 * 1024, 7)]);
    const uploads: Array<[string, string, Buffer]> = [
      ['POST', '/api/me/avatar', image],
      ['POST', '/api/me/logo', image],
      ['POST', '/api/admin/platform-logo', image],
      ['PUT', `/api/admin/courses/${course.id}/thumbnail`, image],
      ['POST', '/api/admin/course-videos', video],
      ['POST', '/api/ai/attachments', pdfBytes([['começo']]).subarray(0, 200)],
    ];
    for (const [method, url, start] of uploads) {
      const reqId = await abandon(method, url, start);
      const ofRequest = () => logs.entries().filter((entry) => entry.reqId === reqId);
      const aborted = await vi.waitFor(
        () => {
          const entry = ofRequest().find((e) => e.msg === 'request aborted by the client');
          if (!entry) throw new Error(`no abort logged for ${url}: ${JSON.stringify(ofRequest())}`);
          return entry;
        },
        { timeout: 15_000, interval: 20 },
      );
      expect(aborted.level, url).toBe(30);
    }
    const serious = logs.entries().filter((entry) => Number(entry.level) >= 40);
    expect(serious).toEqual([]);
  });
});
