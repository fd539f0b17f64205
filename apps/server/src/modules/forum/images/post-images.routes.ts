import { FORUM_IMAGE_MAX_BYTES, postImageSchema } from '@blivion/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../http/app-error.js';
import { acceptUploads, receiveReencodedImage } from '../../uploads/index.js';

const tags = ['Fórum'];

/**
 * POST /api/forum/images: an image pasted or dropped into the composer (forum permission, checked
 * by the forum's hook before the body is read). Stored re-encoded (receiveReencodedImage); the
 * composer inserts it as Markdown and the post renders it lazily within the post's width.
 */
export const postImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.post(
    '/images',
    {
      config: {
        uploadMaxBytes: FORUM_IMAGE_MAX_BYTES,
        rateLimit: {
          max: 30,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => request.member?.id ?? request.ip,
        },
      },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: postImageSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await receiveReencodedImage(request, () => new AppError('FORUM_IMAGE_INVALID'))),
  );
};
