import multipart from '@fastify/multipart';
import { LOGO_MAX_BYTES } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Multipart bodies for the upload routes only where they ask for a file
 * (request.file()); every file is read into memory within LOGO_MAX_BYTES.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
});
