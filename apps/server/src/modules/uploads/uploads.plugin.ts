import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The largest file the route takes, in bytes. Only routes that declare it accept multipart bodies. */
    uploadMaxBytes?: number;
  }
}

/**
 * Multipart bodies for the routes that declare `config.uploadMaxBytes`, each file read within that
 * route's own limit (upload.service.ts); every other route refuses them as it refuses any body
 * that is not JSON.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, { limits: { files: 1, fields: 5, parts: 6, fieldSize: 1024 } });
  // After the routes' own onRequest guards, so that a visitor without access still gets 401/403 first.
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && request.routeOptions.config.uploadMaxBytes === undefined) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});
