import { AI_MESSAGE_TEXT_MAX, aiChatSendSchema, aiConversationIdParamsSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/authorization.js';
import { sendMessage } from './chat.service.js';

const tags = ['AI Lab'];

/** The message at 6 bytes a character (a JSON escape), attachment ids and the envelope. */
const BODY_LIMIT = AI_MESSAGE_TEXT_MAX * 6 + 16 * 1024;

/** The chat: the member's new message (or a regeneration, or an edit) answered as a UI message stream. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conversations/:conversationId/messages',
    { bodyLimit: BODY_LIMIT, schema: { tags, params: aiConversationIdParamsSchema, body: aiChatSendSchema } },
    async (request, reply) => {
      await sendMessage(app, reply, currentMember(request), Number(request.params.conversationId), request.body);
      return reply;
    },
  );
};
