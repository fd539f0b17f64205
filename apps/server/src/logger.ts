import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from './env.js';

/** Query parameters that may carry a secret; they are masked in logged URLs. */
const SECRET_PARAMS = /([?&](?:token|access_token|code|password)=)[^&]*/gi;

export function maskUrl(url: string): string {
  // Most request URLs hold neither separator; the regular expression was a µs of each logged request.
  return url.includes('?') || url.includes('&') ? url.replace(SECRET_PARAMS, '$1[oculto]') : url;
}

/**
 * Standard output written asynchronously: a synchronous write per request line was about a tenth of
 * a signed-in request's time (bench/README.md, item 12). pino flushes what is pending when the
 * process exits (even through process.exit); only a SIGKILL can lose the last lines.
 */
export function asyncStdout() {
  return pino.destination({ dest: 1, sync: false });
}

/** Request logs carry method, masked URL, IP and status; never cookies, tokens or passwords. */
export function loggerOptions(config: Config, stream?: ReturnType<typeof asyncStdout>) {
  return {
    ...(stream ? { stream } : {}),
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[oculto]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: maskUrl(request.url),
        ip: request.ip,
      }),
    },
  } satisfies FastifyServerOptions['logger'];
}
