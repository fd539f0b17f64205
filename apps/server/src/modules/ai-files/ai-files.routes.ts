import {
  AI_ATTACHMENT_MAX_BYTES,
  AI_ATTACHMENT_UPLOADS_PER_MINUTE,
  aiAttachmentIdParamsSchema,
  aiAttachmentSchema,
  okResponseSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requirePermission } from '../../plugins/authorization.js';
import { attachmentBytes, deleteAttachment, findAttachment, uploadAttachment } from './attachments.service.js';
import { attachmentHeaders } from './serving.js';
import { acceptUploads } from '../uploads/index.js';

const tags = ['AI Lab'];

/**
 * Prefix /api/ai: the files members attach to their messages, and the images made for them. Each
 * file is its owner's alone: anyone else gets the not-found answer.
 */
export const aiFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.addHook('onRequest', requirePermission('aiLab'));

  app.post(
    '/attachments',
    {
      config: {
        uploadMaxBytes: AI_ATTACHMENT_MAX_BYTES,
        rateLimit: {
          max: AI_ATTACHMENT_UPLOADS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => request.member?.id ?? request.ip,
        },
      },
      schema: { tags, response: { 201: aiAttachmentSchema } },
    },
    async (request, reply) => reply.status(201).send(await uploadAttachment(request)),
  );

  app.get(
    '/attachments/:attachmentId',
    { schema: { tags, params: aiAttachmentIdParamsSchema } },
    async (request, reply) => {
      const row = await findAttachment(app, currentMember(request), Number(request.params.attachmentId));
      const headers = attachmentHeaders(row);
      if (request.headers['if-none-match'] === headers.etag) return reply.status(304).headers(headers).send();
      return reply.headers(headers).send(await attachmentBytes(app, row));
    },
  );

  app.delete(
    '/attachments/:attachmentId',
    { schema: { tags, params: aiAttachmentIdParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteAttachment(app, currentMember(request), Number(request.params.attachmentId));
      return { ok: true as const };
    },
  );
};
