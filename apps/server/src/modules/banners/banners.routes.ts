import {
  LOGO_MAX_BYTES,
  bannerIdParamsSchema,
  bannerImageResponseSchema,
  bannerListSchema,
  bannerSchema,
  bannerStripSchema,
  createBannerSchema,
  okResponseSchema,
  updateBannerSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireMaster } from '../../plugins/authorization.js';
import { acceptUploads, receiveImage } from '../uploads/index.js';
import { allBanners, bannerStripFor, createBanner, deleteBanner, setBannerActive } from './banners.service.js';

const tags = ['Banners'];

/** Prefix /api: the strip (/banners) for everyone, the management (/admin/banners) for master only. */
export const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.get('/banners', { schema: { tags, response: { 200: bannerStripSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return bannerStripFor(app, request.member);
  });

  app.get(
    '/admin/banners',
    { onRequest: requireMaster, schema: { tags, response: { 200: bannerListSchema } } },
    async () => ({ items: await allBanners(app) }),
  );

  app.post(
    '/admin/banners',
    { onRequest: requireMaster, schema: { tags, body: createBannerSchema, response: { 201: bannerSchema } } },
    async (request, reply) => reply.status(201).send(await createBanner(app, currentMember(request), request.body)),
  );

  // A banner's picture, like every other image field: checked by content (PNG, JPEG, GIF, WebP or
  // SVG, sanitised), at most 2 MB, stored by the uploads module; the form then sends its address.
  app.post(
    '/admin/banners/image',
    {
      onRequest: requireMaster,
      config: { uploadMaxBytes: LOGO_MAX_BYTES },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: bannerImageResponseSchema } },
    },
    async (request) => ({ imageUrl: await receiveImage(request) }),
  );

  app.patch(
    '/admin/banners/:id',
    {
      onRequest: requireMaster,
      schema: { tags, params: bannerIdParamsSchema, body: updateBannerSchema, response: { 200: bannerSchema } },
    },
    async (request) => setBannerActive(app, currentMember(request), request.params.id, request.body.active),
  );

  app.delete(
    '/admin/banners/:id',
    { onRequest: requireMaster, schema: { tags, params: bannerIdParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteBanner(app, currentMember(request), request.params.id);
      return { ok: true as const };
    },
  );
};
