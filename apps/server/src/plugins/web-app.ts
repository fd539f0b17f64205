import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { translate } from '@blivion/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest, requestPath } from '../http/request-path.js';
import { sendError } from './error-handler.js';

/**
 * Serves the built web app: hashed assets cached for a year, compressed ahead of time, every other
 * GET that is not an API call answered with index.html so the client router takes it.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { root: string | undefined }) => {
  const root = options.root;
  const hasWebApp = root !== undefined && existsSync(path.join(root, 'index.html'));
  const prerendered = hasWebApp ? readPrerenderedPages(root) : {};
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files (apps/web/build/precompress.ts):
      // sent in place of the file to browsers that accept them, never asked for by name.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request);
    if (hasWebApp && wantsPage) {
      const page = prerendered[requestPath(request.url)];
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile(page ?? 'index.html');
    }
    return sendError(reply, 404, 'ROUTE_NOT_FOUND', translate('errors.ROUTE_NOT_FOUND'));
  });
});

/**
 * The pages the web build prerendered (apps/web/build/prerender.ts), path → file: their HTML
 * carries the page already rendered, which the browser paints before the scripts run.
 */
function readPrerenderedPages(root: string): Record<string, string> {
  const manifest = path.join(root, 'prerendered', 'pages.json');
  if (!existsSync(manifest)) return {};
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(pages).map(([pathname, file]) => [pathname, `prerendered/${file}`]));
}
