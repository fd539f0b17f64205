import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/**
 * After draining starts, how long the server keeps listening at least: connections whose opening is
 * on the wire are accepted and answered (503), never reset by closing the listening socket.
 */
export const ACCEPT_WINDOW_MS = 100;
/** The longest it keeps listening while connections keep coming (a balancer that does not see the drain). */
export const ACCEPT_MAX_MS = 3000;
/**
 * How long after draining starts an idle keep-alive connection is left open: a request its client
 * sent before (still in the kernel or on the wire) is read and answered rather than reset.
 */
export const IDLE_GRACE_MS = 1000;
/** After the grace, how often connections that became idle meanwhile (an ended live stream) are closed. */
export const IDLE_SWEEP_MS = 100;

/**
 * Runs `task` in the check phase that follows the event loop's next poll phase after `ms`: by then
 * every byte the kernel held when the timer fired has been read and parsed, so a connection whose
 * request had arrived is no longer idle.
 */
function afterNextPoll(ms: number, task: () => void): void {
  setTimeout(() => setImmediate(task), ms).unref();
}

/**
 * An HTTP server that drains without resetting a request already sent. Node's close() stops
 * listening, which resets the connections the kernel has queued but Node has not accepted yet
 * (libuv accepts one per turn of the event loop), and destroys every idle connection at once,
 * "idle" including a connection whose request sits unread in the kernel: either way the client gets
 * ECONNRESET. Here draining first accepts every queued connection, and close() leaves idle
 * connections open; they are closed after IDLE_GRACE_MS, each time right after a poll phase. The
 * app answers every request that arrives meanwhile (503 with `Connection: close`).
 */
export class DrainingHttpServer extends http.Server {
  private draining = false;

  override closeIdleConnections(): void {
    if (!this.draining) super.closeIdleConnections();
  }

  /**
   * Starts draining. Resolves once the server has listened ACCEPT_WINDOW_MS and then a turn of the
   * event loop has accepted no connection (the kernel's queue is empty), or after ACCEPT_MAX_MS:
   * the caller then stops listening (close()). Idle connections are closed from IDLE_GRACE_MS on,
   * every IDLE_SWEEP_MS, until the server has closed.
   */
  drain(): Promise<void> {
    this.draining = true;
    let closed = false;
    this.once('close', () => (closed = true));
    const sweep = () => {
      if (closed) return;
      super.closeIdleConnections();
      afterNextPoll(IDLE_SWEEP_MS, sweep);
    };
    afterNextPoll(IDLE_GRACE_MS, sweep);

    const startedAt = Date.now();
    let accepted = false;
    const onConnection = () => (accepted = true);
    this.on('connection', onConnection);
    return new Promise((resolve) => {
      const whenQueueEmpty = () => {
        if (accepted && Date.now() - startedAt < ACCEPT_MAX_MS) {
          accepted = false;
          // The next check phase follows one more poll phase, which accepts the next queued connection if any.
          setImmediate(whenQueueEmpty);
          return;
        }
        this.off('connection', onConnection);
        resolve();
      };
      afterNextPoll(ACCEPT_WINDOW_MS, whenQueueEmpty);
    });
  }
}

/**
 * Fastify's serverFactory for the app: a DrainingHttpServer with the timeouts Fastify gives its own
 * HTTP server (lib/server.js: keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket).
 */
export const drainingServerFactory: FastifyServerFactory = (handler, options) => {
  const server = new DrainingHttpServer(options.http ?? {}, handler);
  const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options;
  if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
  if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
  server.setTimeout(typeof connectionTimeout === 'number' ? connectionTimeout : 0);
  if (typeof maxRequestsPerSocket === 'number' && maxRequestsPerSocket > 0) {
    server.maxRequestsPerSocket = maxRequestsPerSocket;
  }
  return server;
};
