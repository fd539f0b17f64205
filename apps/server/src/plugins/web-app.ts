import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { translate } from '@blivion/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readCookie, sessionCookieName } from '../auth/session-cookie.js';
import { isApiRequest, requestPath } from '../http/request-path.js';
import { sendError } from './error-handler.js';

/**
 * Serves the built web app: hashed assets cached for a year, compressed ahead of time, every other
 * GET that is not an API call answered with index.html so the client router takes it.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { root: string | undefined }) => {
  const root = options.root;
  const hasWebApp = root !== undefined && existsSync(path.join(root, 'index.html'));
  const prerendered = hasWebApp ? readPages(root, 'pages.json') : {};
  const signedIn = documentsByPath(hasWebApp ? readPages(root, 'signed-in.json') : {});
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
      const pathname = requestPath(request.url);
      const signedInPage = signedIn(pathname);
      const page = prerendered[pathname] ?? (withSession(request) ? signedInPage : undefined);
      if (signedInPage) reply.header('vary', 'Cookie');
      reply.header('cache-control', 'no-cache').type('text/html');
      // The security headers plugin's, for this page as for the routes' documents (absent only in
      // tests that register the web app alone).
      if (app.hasDecorator('addDocumentHeaders')) app.addDocumentHeaders(reply);
      return reply.sendFile(page ?? 'index.html');
    }
    return sendError(reply, 404, 'ROUTE_NOT_FOUND', translate('errors.ROUTE_NOT_FOUND'));
  });
});

/**
 * A request that carries a session cookie and no query string gets the signed-in page's own
 * document, which preloads the page's chunks and first data (apps/web/build/signed-in-documents.ts);
 * a visitor's would only ask for answers refused, and a query string may change the page's data.
 */
function withSession(request: FastifyRequest): boolean {
  const cookies = request.headers.cookie;
  if (!cookies || request.url.includes('?')) return false;
  return (
    readCookie(cookies, sessionCookieName(false)) !== null || readCookie(cookies, sessionCookieName(true)) !== null
  );
}

/**
 * The signed-in document of a path: by the path itself, or by a pattern whose `:name` segments
 * stand for any one segment (the player's `/courses/:courseId`). undefined when none is written.
 */
function documentsByPath(documents: Record<string, string>): (pathname: string) => string | undefined {
  const patterns = Object.entries(documents)
    .filter(([pattern]) => pattern.includes('/:'))
    .map(([pattern, file]) => ({ segments: pattern.split('/'), file }));
  return (pathname) => {
    if (Object.hasOwn(documents, pathname)) return documents[pathname];
    const segments = pathname.split('/');
    return patterns.find(
      (pattern) =>
        pattern.segments.length === segments.length &&
        pattern.segments.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
    )?.file;
  };
}

/**
 * Documents the web build wrote beside index.html (apps/web/build/prerender.ts), path → file:
 * pages.json the public pages prerendered, which the browser paints before the scripts run;
 * signed-in.json the signed-in pages' documents.
 */
function readPages(root: string, manifestFile: string): Record<string, string> {
  const manifest = path.join(root, 'prerendered', manifestFile);
  if (!existsSync(manifest)) return {};
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(pages).map(([pathname, file]) => [pathname, `prerendered/${file}`]));
}
