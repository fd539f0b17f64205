import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth beside SameSite=Lax cookies and JSON-only bodies: a
 * state-changing API request from a browser must come from our own origin.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, options: { trustedOrigins: string[] }) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!options.trustedOrigins.includes(origin)) throw new AppError('ORIGIN_REJECTED');
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('ORIGIN_REJECTED');
  });
});
