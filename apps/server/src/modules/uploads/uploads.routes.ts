import { IMAGE_TYPES, uploadNameParamsSchema } from '@blivion/shared';
import type { ImageExtension } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.js';

/** Headers that keep an uploaded file an inert image even when opened directly. */
export const UPLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'content-disposition': 'inline',
  // Names are the SHA-256 of the content: a name never changes meaning.
  'cache-control': 'public, max-age=31536000, immutable',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** GET /uploads/:name: files of the upload storage, with the type their name records (detected at upload). */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/uploads/:name', { schema: { hide: true, params: uploadNameParamsSchema } }, async (request, reply) => {
    const { name } = request.params;
    const data = await app.storage.get(name);
    if (!data) throw new AppError('NOT_FOUND');
    const extension = name.slice(name.lastIndexOf('.') + 1) as ImageExtension;
    return reply.headers(UPLOAD_HEADERS).type(IMAGE_TYPES[extension]).send(data);
  });
};
