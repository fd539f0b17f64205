import {
  adSpyIdParamsSchema,
  createSwipeFileSchema,
  saveAdSchema,
  savedAdParamsSchema,
  swipeFileDetailSchema,
  swipeFileListSchema,
  swipeFileSchema,
  updateSwipeFileSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentMember } from '../../../plugins/authorization.js';
import * as service from './swipe-files.service.js';

const tags = ['AdSpy'];
const noContent = { 204: z.null() };

/** /api/adspy/swipe-files: registered inside adSpyRoutes, behind its permission and switch hooks. */
export const swipeFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/swipe-files', { schema: { tags, response: { 200: swipeFileListSchema } } }, async (request) =>
    service.listSwipeFileViews(app, currentMember(request)),
  );

  app.post(
    '/swipe-files',
    { schema: { tags, body: createSwipeFileSchema, response: { 201: swipeFileSchema } } },
    async (request, reply) => {
      reply.status(201);
      return service.createSwipeFile(app, currentMember(request), request.body);
    },
  );

  app.get(
    '/swipe-files/:id',
    { schema: { tags, params: adSpyIdParamsSchema, response: { 200: swipeFileDetailSchema } } },
    async (request) => service.swipeFileDetail(app, currentMember(request), Number(request.params.id)),
  );

  app.patch(
    '/swipe-files/:id',
    { schema: { tags, params: adSpyIdParamsSchema, body: updateSwipeFileSchema, response: { 200: swipeFileSchema } } },
    async (request) => service.updateSwipeFile(app, currentMember(request), Number(request.params.id), request.body),
  );

  app.delete(
    '/swipe-files/:id',
    { schema: { tags, params: adSpyIdParamsSchema, response: noContent } },
    async (request, reply) => {
      await service.deleteSwipeFile(app, currentMember(request), Number(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/swipe-files/:id/ads',
    { schema: { tags, params: adSpyIdParamsSchema, body: saveAdSchema, response: { 200: swipeFileSchema } } },
    async (request) => service.saveAd(app, currentMember(request), Number(request.params.id), request.body),
  );

  app.delete(
    '/swipe-files/:id/ads/:adArchiveId',
    { schema: { tags, params: savedAdParamsSchema, response: noContent } },
    async (request, reply) => {
      await service.removeAd(app, currentMember(request), Number(request.params.id), request.params.adArchiveId);
      return reply.status(204).send(null);
    },
  );
};
