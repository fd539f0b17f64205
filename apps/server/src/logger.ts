import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from './env.js';

/** Parameters that may carry a secret; masked even where they appear in a path (`/x&token=...`). */
const SECRET_PARAMS = /([?&](?:token|access_token|code|password)=)[^&]*/gi;

/**
 * Query parameters whose values are logged: the API's paging, filters and ids, which the server
 * makes or the schemas bound to an enum, a pattern or a number (logger.test.ts checks every route's
 * parameters against this list). Every other value (a search's `q` or `search`, a category, a page
 * id, a secret, anything a new route adds) is written `[oculto]`: what members type stays out.
 */
export const LOGGED_QUERY_PARAMS = new Set([
  'after',
  'around',
  'before',
  'connectionId',
  'country',
  'cursor',
  'dateFrom',
  'dateTo',
  'days',
  'folder',
  'language',
  'lastEventId',
  'limit',
  'mediaType',
  'moveTo',
  'period',
  'platform',
  'sort',
  'state',
  'status',
]);
const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;

function maskPair(pair: string): string {
  if (pair === '') return pair;
  const equals = pair.indexOf('=');
  const name = equals === -1 ? pair : pair.slice(0, equals);
  // A name that is not an identifier may be typed text too (`?minha%20busca`).
  if (!PARAM_NAME.test(name)) return '[oculto]';
  if (LOGGED_QUERY_PARAMS.has(name)) return pair;
  return equals === -1 ? '[oculto]' : `${name}=[oculto]`;
}

/** A URL as logged: the values of its query masked but for LOGGED_QUERY_PARAMS', and secrets anywhere. */
export function maskUrl(url: string): string {
  const question = url.indexOf('?');
  const path = question === -1 ? url : url.slice(0, question);
  // Most request URLs hold neither separator; the regular expression was a µs of each logged request.
  const maskedPath = path.includes('&') ? path.replace(SECRET_PARAMS, '$1[oculto]') : path;
  if (question === -1) return maskedPath;
  return `${maskedPath}?${url
    .slice(question + 1)
    .split('&')
    .map(maskPair)
    .join('&')}`;
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
