import type { FastifyInstance } from 'fastify';
import { deleteEmptyBefore } from './conversations.repository.js';

/** How long a chat created without a message of the member's is kept: an hour (decision 0116). */
export const EMPTY_CONVERSATION_GRACE_MS = 60 * 60 * 1000;
export const EMPTY_CONVERSATIONS_JOB = 'ai-chat.empty-conversations';

/**
 * Deletes the chats created more than an hour before `at` that hold no message of the member's
 * (only the greeting): a client of the API that asked for a chat and never sent in it (the lab
 * sends the first message with the chat). Their messages go with them (cascade); a greeting has no
 * files. Answers how many it deleted.
 */
export async function sweepEmptyConversations(app: FastifyInstance, at: Date): Promise<number> {
  const before = new Date(at.getTime() - EMPTY_CONVERSATION_GRACE_MS);
  return deleteEmptyBefore(app.database.db, before);
}
