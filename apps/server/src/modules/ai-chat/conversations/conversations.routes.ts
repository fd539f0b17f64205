import {
  aiConversationDetailSchema,
  aiConversationIdParamsSchema,
  aiConversationListQuerySchema,
  aiConversationPageSchema,
  aiConversationSummarySchema,
  aiMessagePageQuerySchema,
  aiMessagePageSchema,
  createAiConversationSchema,
  okResponseSchema,
  updateAiConversationSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/authorization.js';
import {
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  listMessages,
  updateConversation,
} from './conversations.service.js';

const tags = ['AI Lab'];
const params = aiConversationIdParamsSchema;

/** The member's conversations: lists and search, 'Novo Chat', open, rename, move, delete. */
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations',
    { schema: { tags, querystring: aiConversationListQuerySchema, response: { 200: aiConversationPageSchema } } },
    async (request) => listConversations(app, currentMember(request), request.query),
  );

  app.post(
    '/conversations',
    { schema: { tags, body: createAiConversationSchema, response: { 201: aiConversationDetailSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createConversation(app, currentMember(request), request.body)),
  );

  app.get(
    '/conversations/:conversationId',
    {
      schema: { tags, params, querystring: aiMessagePageQuerySchema, response: { 200: aiConversationDetailSchema } },
    },
    async (request) =>
      getConversation(app, currentMember(request), Number(request.params.conversationId), request.query.limit),
  );

  app.get(
    '/conversations/:conversationId/messages',
    { schema: { tags, params, querystring: aiMessagePageQuerySchema, response: { 200: aiMessagePageSchema } } },
    async (request) => listMessages(app, currentMember(request), Number(request.params.conversationId), request.query),
  );

  app.patch(
    '/conversations/:conversationId',
    { schema: { tags, params, body: updateAiConversationSchema, response: { 200: aiConversationSummarySchema } } },
    async (request) =>
      updateConversation(app, currentMember(request), Number(request.params.conversationId), request.body),
  );

  app.delete(
    '/conversations/:conversationId',
    { schema: { tags, params, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteConversation(app, currentMember(request), Number(request.params.conversationId));
      return { ok: true as const };
    },
  );
};
