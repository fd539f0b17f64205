import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.js';
import { DrainingHttpServer } from '../http/draining-server.js';
import { addRequestCheck } from './request-checks.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of app.close() on: requests in flight finish, readiness says 'draining'. */
    isDraining(): boolean;
  }
}

/** How long a request refused while draining may take to send the rest of its body before its 503. */
const BODY_LINGER_MS = 5000;

/** The readiness route answers 'draining' itself while the app closes; every other new request gets a 503. */
export const READINESS_PATH = '/api/health';

/**
 * While the app closes (SIGTERM): the server still accepts, for a moment, the connections the kernel
 * had queued, then stops listening; every request that arrives meanwhile, on any connection, gets a
 * 503 with `Connection: close` (readiness: 'draining'), and requests in flight finish. Idle
 * keep-alive connections are closed after a grace (http/draining-server.ts), never under a request
 * already sent: close() ends when the last request and that grace do, not at the shutdown deadline.
 */
export const gracefulShutdownPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  app.decorate('isDraining', () => draining);
  app.addHook('preClose', async () => {
    draining = true;
    if (app.server instanceof DrainingHttpServer && app.server.listening) await app.server.drain();
  });
  addRequestCheck(app, (request, reply) => {
    if (!draining) return undefined;
    reply.header('connection', 'close');
    if (request.routeOptions.url === READINESS_PATH) return undefined;
    if (!hasBody(request.raw)) return new AppError('SERVICE_UNAVAILABLE');
    // Closing the connection under a body still arriving would reset it before its client reads the 503.
    return bodyReceived(request.raw).then(() => {
      throw new AppError('SERVICE_UNAVAILABLE');
    });
  });
});

/** Whether a request announces a body (a length above zero, or chunks). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Reads and drops a refused request's body, so that the answer and then the closing of the
 * connection reach its client; at most BODY_LINGER_MS (a slower one may then be cut).
 */
function bodyReceived(request: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, BODY_LINGER_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    request.once('end', done).once('close', done).once('error', done).resume();
  });
}
