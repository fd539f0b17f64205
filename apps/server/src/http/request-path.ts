import type { FastifyRequest } from 'fastify';

const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * The path a request target names, as the router reads it: an absolute-form target
 * (`POST http://host/api/...`) without its scheme and host, without the query, with its
 * percent-escapes decoded (`/%61pi/` is `/api/`). Rules about paths are decided on this,
 * never on the raw URL.
 */
export function requestPath(url: string): string {
  let path = url;
  const absolute = ABSOLUTE_FORM.exec(path);
  if (absolute) path = path.slice(absolute[0].length) || '/';
  const query = path.search(/[?#]/);
  if (query !== -1) path = path.slice(0, query);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A request to the API: its decoded path is under /api/, or the router matched an /api/ route. */
export function isApiRequest(request: FastifyRequest): boolean {
  if (request.url.startsWith('/api/')) return true;
  return requestPath(request.url).startsWith('/api/') || (request.routeOptions.url?.startsWith('/api/') ?? false);
}
