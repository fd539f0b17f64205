import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { pngBytes } from './modules/uploads/test-images.js';
import { createMember, multipartBody } from './test-support/factories.js';
import { createTestApp } from './test-support/test-app.js';
import { connect, firstResponse, get, isAnsweredOnce, outcomeOf } from './test-support/raw-http.js';

/** Sends an avatar upload's headers and the first half of its body; `finish` sends the rest. */
async function startUpload(port: number, cookie: string, origin: string) {
  const image = pngBytes(64, 64);
  const { payload, headers } = multipartBody({ filename: 'foto.png', contentType: 'image/png', data: image });
  const socket = await connect(port);
  const outcome = outcomeOf(socket);
  socket.write(
    `POST /api/me/avatar HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nOrigin: ${origin}\r\n` +
      `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
  );
  socket.write(payload.subarray(0, payload.length >> 1));
  return { outcome, finish: () => socket.write(payload.subarray(payload.length >> 1)) };
}

/**
 * Issue 27, item 2: the app closes (as on SIGTERM) the instant after many clients have written their
 * requests over real sockets, most of them not yet read by the server: on fresh connections (some
 * still in the listen queue), on keep-alive connections that had already carried a request, and an
 * upload whose body is still arriving. Every one gets an answer (its result, or 503 once draining
 * started), and none is reset. Repeated: the timing differs on every round.
 */
describe('closing the app under concurrent load', () => {
  const ROUNDS = 4;
  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: answers every request already written, resets none`, async () => {
      let onUpload!: () => void;
      const uploadReceived = new Promise<void>((resolve) => (onUpload = resolve));
      const t = await createTestApp({
        beforeReady: (app) => {
          app.addHook('onRequest', (request, _reply, done) => {
            if (request.url === '/api/me/avatar') onUpload();
            done();
          });
        },
      });
      try {
        const member = await createMember(t.app);
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = t.app.server.address() as AddressInfo;

        // Keep-alive connections that already carried one request and sit idle.
        const reused = await Promise.all(Array.from({ length: 20 }, () => connect(port)));
        const firstStatuses = await Promise.all(
          reused.map((socket) => {
            const status = firstResponse(socket);
            socket.write(get('/api/health'));
            return status;
          }),
        );
        expect(firstStatuses.every((status) => status === 200)).toBe(true);
        const fresh = await Promise.all(Array.from({ length: 20 }, () => connect(port)));

        // Two uploads with half their body sent: one the server is already handling, one it has not read yet.
        const inFlight = await startUpload(port, member.cookie, t.config.publicUrl);
        await uploadReceived;
        const unread = await startUpload(port, member.cookie, t.config.publicUrl);

        const outcomes = [...reused, ...fresh].map((socket) => outcomeOf(socket));
        const paths = ['/api/health', '/api/me', '/api/public/stats'];
        [...reused, ...fresh].forEach((socket, index) =>
          socket.write(get(paths[index % paths.length]!, member.cookie)),
        );
        // As SIGTERM does, in the same turn as the writes: the server has read none of them yet.
        const closing = t.app.close();
        await new Promise((resolve) => setTimeout(resolve, 100));
        inFlight.finish();
        unread.finish();
        await closing;

        const results = await Promise.all(outcomes);
        const uploads = { inFlight: await inFlight.outcome, unread: await unread.outcome };
        const reusedResults = results.slice(0, reused.length);
        const freshResults = results.slice(reused.length);
        const problems = [...results, uploads.unread].filter((outcome) => !isAnsweredOnce(outcome));
        expect(problems, JSON.stringify({ reusedResults, freshResults, uploads })).toEqual([]);
        // Requests the server had before draining get their result.
        expect(uploads.inFlight).toEqual({ statuses: [200] });
      } finally {
        await t.close();
      }
    }, 60_000);
  }
});
