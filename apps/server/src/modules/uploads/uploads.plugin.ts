import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The largest file the route takes, in bytes. Only routes that declare it accept multipart bodies. */
    uploadMaxBytes?: number;
  }
}

/**
 * Multipart bodies for the routes of the calling plugin that declare `config.uploadMaxBytes`, each
 * file read within that route's own limit (upload.service.ts). Each plugin with upload routes calls
 * it; @fastify/multipart adds two async hooks and a 'close' listener to every request of the
 * context it is registered in, so it is not registered for the whole app. Every other route has no
 * multipart parser and refuses such bodies as it refuses any body that is not JSON (415).
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 5, parts: 6, fieldSize: 1024 } });
  // After the routes' own onRequest guards, so that a visitor without access still gets 401/403 first.
  app.addHook('preValidation', (request, _reply, done) => {
    const refused = request.isMultipart() && request.routeOptions.config.uploadMaxBytes === undefined;
    done(refused ? new AppError('UNSUPPORTED_MEDIA_TYPE') : undefined);
  });
}

/**
 * Registered once for the app, before the modules: a route that declares `uploadMaxBytes` in a
 * plugin that did not call acceptUploads would take no file at all (415); the app refuses to start.
 */
export function checkUploadRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    if (route.config?.uploadMaxBytes === undefined || this.hasRequestDecorator('isMultipart')) return;
    throw new Error(
      `${String(route.method)} ${route.url} declares uploadMaxBytes, but its plugin does not call acceptUploads`,
    );
  });
}
