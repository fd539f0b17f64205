import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.js';
import { addRequestCheck, addResponseStep } from './request-checks.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of app.close() on: requests in flight finish, readiness says 'draining'. */
    isDraining(): boolean;
  }
}

/** The health routes answer 'draining' themselves while the app closes; every other new request gets a 503. */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/health/ready', '/api/health/live']);

/**
 * While the app closes (SIGTERM): the server stops listening and closes idle keep-alive connections
 * (`forceCloseConnections: 'idle'`); a connection that carried a request in flight is closed as soon
 * as its response is sent and nothing else is pending on it, so close() ends when the last request
 * does, not at the shutdown deadline. A request that arrives on a connection still open meanwhile
 * gets a 503 with `Connection: close`.
 */
export const gracefulShutdownPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  app.decorate('isDraining', () => draining);
  app.addHook('preClose', async () => {
    draining = true;
  });
  addRequestCheck(app, (request, reply) => {
    if (!draining) return undefined;
    reply.header('connection', 'close');
    return HEALTH_PATHS.has(request.routeOptions.url ?? '') ? undefined : new AppError('SERVICE_UNAVAILABLE');
  });
  addResponseStep(app, () => {
    // After Node has detached the finished response from its socket, the socket counts as idle.
    if (draining) setImmediate(() => app.server.closeIdleConnections());
  });
});
