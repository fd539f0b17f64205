import type { FastifyServerOptions } from 'fastify';
import type { Config } from './env.js';

/** Query parameters that may carry a secret; they are masked in logged URLs. */
const SECRET_PARAMS = /([?&](?:token|access_token|code|password)=)[^&]*/gi;

export function maskUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[oculto]');
}

/** Request logs carry method, masked URL, IP and status; never cookies, tokens or passwords. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
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
  };
}
