import type { AiChatSendInput } from '@blivion/shared/ai';
import { DefaultChatTransport } from 'ai';
import { toApiError } from '@/lib/api-client';
import { textOf, type LabMessage } from './ui-messages';

/** A refusal before the stream starts (402 credits, 409 a reply in progress, 429) is the usual JSON envelope. */
async function fetchStream(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.ok) return response;
  const text = await response.text();
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    payload = undefined;
  }
  throw toApiError(response.status, payload);
}

/**
 * The server keeps the history, so each request carries only what is new: the member's new
 * message (and its attachments), `{ regenerate: true }`, or `{ editMessageId, text }`.
 */
export function chatRequestBody(
  trigger: 'submit-message' | 'regenerate-message',
  messageId: string | undefined,
  messages: LabMessage[],
): AiChatSendInput {
  if (trigger === 'regenerate-message') return { regenerate: true };
  const last = messages[messages.length - 1];
  const text = textOf(last);
  if (messageId !== undefined) return { editMessageId: messageId, text };
  const attachmentIds = (last?.metadata?.attachments ?? []).map((attachment) => attachment.id);
  return attachmentIds.length > 0 ? { text, attachmentIds } : { text };
}

export function labChatTransport(api: string): DefaultChatTransport<LabMessage> {
  return new DefaultChatTransport<LabMessage>({
    api,
    credentials: 'same-origin',
    fetch: fetchStream,
    prepareSendMessagesRequest: ({ trigger, messageId, messages }) => ({
      body: chatRequestBody(trigger, messageId, messages),
    }),
  });
}
