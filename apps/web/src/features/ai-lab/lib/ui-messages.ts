import type { AiAttachment, AiChatStreamMetadata, AiMessage, AiMessageStatus } from '@blivion/shared/ai';
import type { UIMessage } from 'ai';

/** What a message carries besides its text: the stream's metadata, a stored message's outcome, its files. */
export interface LabMessageMetadata extends AiChatStreamMetadata {
  errorMessage?: string | null;
  attachments?: AiAttachment[];
}

export type LabMessage = UIMessage<LabMessageMetadata>;

/** A stored message as useChat holds it: its server id, its text as one part, its outcome in the metadata. */
export function toLabMessage(message: AiMessage): LabMessage {
  return {
    id: message.id,
    role: message.role,
    parts: [{ type: 'text', text: message.text }],
    metadata: {
      status: message.status,
      errorMessage: message.errorMessage,
      inputTokens: message.inputTokens,
      outputTokens: message.outputTokens,
      credits: message.credits,
      attachments: message.attachments,
    },
  };
}

/** Ids the server gave (serial numbers); a message not stored yet has the client's own. */
export function isServerId(id: string): boolean {
  return /^\d+$/.test(id);
}

export function textOf(message: LabMessage | undefined): string {
  return (message?.parts ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('');
}

export function statusOf(message: LabMessage): AiMessageStatus {
  return message.metadata?.status ?? 'complete';
}

/**
 * Once a reply has ended, the member's message takes the id the server gave it (sent on the
 * stream's start), so that it can be edited and resent; the reply keeps its outcome.
 */
export function withServerIds(messages: LabMessage[], reply: LabMessage, outcome: AiMessageStatus): LabMessage[] {
  const index = messages.findIndex((message) => message.id === reply.id);
  if (index === -1) return messages;
  const userMessageId = reply.metadata?.userMessageId;
  return messages.map((message, position) => {
    if (position === index) {
      return {
        ...message,
        id: reply.metadata?.assistantMessageId ?? message.id,
        metadata: { ...message.metadata, status: reply.metadata?.status ?? outcome },
      };
    }
    if (userMessageId && position === index - 1 && message.role === 'user') return { ...message, id: userMessageId };
    return message;
  });
}

/**
 * What the server stored for the messages the chat shows (a reply's cost and outcome once saved, an
 * image model's picture, the files of a message): taken over by id, the text as streamed.
 */
export function withStoredOutcomes(messages: LabMessage[], stored: AiMessage[]): LabMessage[] {
  const byId = new Map(stored.map((message) => [message.id, message]));
  return messages.map((message) => {
    const saved = byId.get(message.id);
    if (!saved) return message;
    return {
      ...message,
      parts: saved.text && !textOf(message) ? [{ type: 'text', text: saved.text }] : message.parts,
      metadata: { ...message.metadata, ...toLabMessage(saved).metadata },
    };
  });
}
