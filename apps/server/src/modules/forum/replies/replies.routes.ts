import {
  forumIdParamsSchema,
  forumLikeStateSchema,
  forumReplyPageSchema,
  forumReplySchema,
  okResponseSchema,
  replyInputSchema,
  replyPageQuerySchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/authorization.js';
import { like, unlike } from '../likes/likes.service.js';
import { createReply, deleteReply, listReplies, updateReply } from './replies.service.js';

const tags = ['Fórum'];
const params = forumIdParamsSchema;

/** Replies: pages of a topic's replies (oldest first), writing, editing, deleting and likes. */
export const repliesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/topics/:id/replies',
    { schema: { tags, params, querystring: replyPageQuerySchema, response: { 200: forumReplyPageSchema } } },
    async (request) => listReplies(app, currentMember(request), request.params.id, request.query),
  );

  app.post(
    '/topics/:id/replies',
    { schema: { tags, params, body: replyInputSchema, response: { 201: forumReplySchema } } },
    async (request, reply) =>
      reply.status(201).send(await createReply(app, currentMember(request), request.params.id, request.body.content)),
  );

  app.patch(
    '/replies/:id',
    { schema: { tags, params, body: replyInputSchema, response: { 200: forumReplySchema } } },
    async (request) => updateReply(app, currentMember(request), request.params.id, request.body.content),
  );

  app.delete('/replies/:id', { schema: { tags, params, response: { 200: okResponseSchema } } }, async (request) => {
    await deleteReply(app, currentMember(request), request.params.id);
    return { ok: true as const };
  });

  app.put('/replies/:id/like', { schema: { tags, params, response: { 200: forumLikeStateSchema } } }, async (request) =>
    like(app, currentMember(request), 'reply', request.params.id),
  );

  app.delete(
    '/replies/:id/like',
    { schema: { tags, params, response: { 200: forumLikeStateSchema } } },
    async (request) => unlike(app, currentMember(request), 'reply', request.params.id),
  );
};
