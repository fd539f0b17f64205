import type { AiChatTargetRef } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { AppError } from '../../../http/app-error.js';
import type { ChatTarget } from '../../ai-models/index.js';
import { defaultChatRef, resolveChatTarget } from '../../ai-models/index.js';

export type { ChatTarget };

/**
 * What a chat talks with: the picker's choice, or the first model with a working key. The
 * ai-models module decides what the member may see and whether a key works (404 / 409).
 */
export async function chatTargetFor(
  app: FastifyInstance,
  member: Member,
  ref: { type: AiChatTargetRef['type']; id: number } | null,
): Promise<ChatTarget> {
  const chosen = ref ?? (await defaultChatRef(app, member));
  if (!chosen) throw new AppError('AI_MODEL_UNAVAILABLE');
  return resolveChatTarget(app, member, chosen);
}
