import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.js';
import { isApiRequest } from '../http/request-path.js';
import { addRequestCheck } from './request-checks.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth beside SameSite=Lax cookies and JSON-only bodies: a
 * state-changing API request from a browser must come from our own origin.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, options: { trustedOrigins: string[] }) => {
  addRequestCheck(app, (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return undefined;
    const origin = request.headers.origin;
    const rejected =
      origin !== undefined
        ? !options.trustedOrigins.includes(origin)
        : request.headers['sec-fetch-site'] === 'cross-site';
    return rejected ? new AppError('ORIGIN_REJECTED') : undefined;
  });
});
