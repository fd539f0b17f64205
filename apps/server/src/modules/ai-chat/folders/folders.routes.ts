import {
  aiFolderIdParamsSchema,
  aiFolderInputSchema,
  aiFolderListSchema,
  aiFolderSchema,
  okResponseSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/authorization.js';
import { createFolder, deleteFolder, listFolders, renameFolder } from './folders.service.js';

const tags = ['AI Lab'];
const params = aiFolderIdParamsSchema;

/** 'Pastas': the member's folders. */
export const foldersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/folders', { schema: { tags, response: { 200: aiFolderListSchema } } }, async (request) =>
    listFolders(app, currentMember(request)),
  );

  app.post(
    '/folders',
    { schema: { tags, body: aiFolderInputSchema, response: { 201: aiFolderSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createFolder(app, currentMember(request), request.body.name)),
  );

  app.patch(
    '/folders/:folderId',
    { schema: { tags, params, body: aiFolderInputSchema, response: { 200: aiFolderSchema } } },
    async (request) => renameFolder(app, currentMember(request), Number(request.params.folderId), request.body.name),
  );

  app.delete(
    '/folders/:folderId',
    { schema: { tags, params, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteFolder(app, currentMember(request), Number(request.params.folderId));
      return { ok: true as const };
    },
  );
};
