import type { AddressInfo, Socket } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentsCounter } from './modules/accounts/students-counter.js';
import type { TestApp } from './test-support/test-app.js';
import { createTestApp } from './test-support/test-app.js';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function request(path: string): string {
  return `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`;
}

/** Everything the server writes on a socket until it closes it. */
function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
  });
}

function connect(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('graceful shutdown', () => {
  const started = deferred();
  const release = deferred();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/test-slow', async () => {
          started.resolve();
          await release.promise;
          // The database is still open while a request is in flight.
          return { ok: true, students: await studentsCounter.count(app) };
        });
      },
    });
  });
  afterAll(async () => t.close());

  it('finishes the request in flight, answers new ones with 503, refuses new connections, then closes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = await connect(port);
    const received = readUntilClosed(socket);
    socket.write(request('/api/test-slow'));
    await started.promise;

    let closed = false;
    const closing = t.app.close().then(() => {
      closed = true;
    });
    await waitUntil(() => !t.app.server.listening);
    await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    // A new request on the connection that is still open arrives while the app is closing.
    socket.write(request('/api/me'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);

    release.resolve();
    const text = await received;
    await closing;
    expect(closed).toBe(true);

    const responses = text.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(2);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(responses[0]).toContain('"ok":true');
    expect(responses[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(responses[1]).toMatch(/connection: close/i);
    expect(responses[1]).toContain('"code":"SERVICE_UNAVAILABLE"');
    expect(responses[1]).toMatch(/x-content-type-options: nosniff/i);
  });
});
