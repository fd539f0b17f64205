import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../plugins/authorization.js';
import { chatRoutes } from './chat/chat.routes.js';
import { ChatTooFastError } from './chat/reply-slots.js';
import { conversationsRoutes } from './conversations/conversations.routes.js';
import { foldersRoutes } from './folders/folders.routes.js';

/**
 * Prefix /api/ai. Every route needs the aiLab permission, checked before the body is read; a
 * member only ever reaches their own folders and conversations (the services' rule).
 */
export const aiChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requirePermission('aiLab'));
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ChatTooFastError) reply.header('retry-after', String(error.seconds));
  });
  await app.register(foldersRoutes);
  await app.register(conversationsRoutes);
  await app.register(chatRoutes);
};
