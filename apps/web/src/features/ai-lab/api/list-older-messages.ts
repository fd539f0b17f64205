import type { AiMessagePage } from '@blivion/shared/ai';
import { apiFetch } from '@/lib/api-client';
import { conversationPath } from './lab-query-keys';

/** GET /api/ai/conversations/:id/messages?before=: the page of messages written before the cursor. */
export function listOlderMessages(conversationId: string, before: string): Promise<AiMessagePage> {
  const params = new URLSearchParams({ before });
  return apiFetch<AiMessagePage>(`${conversationPath(conversationId)}/messages?${params.toString()}`);
}
