import { useChat } from '@ai-sdk/react';
import type { AiConversationDetail } from '@blivion/shared/ai';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AI_CREDITS_KEY } from '@/lib/ai-credits';
import { isApiError } from '@/lib/api-client';
import { conversationQueryOptions } from '../api/get-conversation';
import { conversationPath, labKeys } from '../api/lab-query-keys';
import { listOlderMessages } from '../api/list-older-messages';
import { labChatTransport } from '../lib/chat-transport';
import { isServerId, toLabMessage, withServerIds, withStoredOutcomes, type LabMessage } from '../lib/ui-messages';
import { Composer, type OutgoingMessage } from './composer';
import { MessageList } from './message-list';
import { labErrorText } from '../lib/lab-errors';

/** The words for a failed send or reply: the refusal's catalogue text, or the provider's Portuguese reason. */
function useErrorText(error: Error | undefined): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  if (isApiError(error)) {
    return labErrorText(t, error, 'aiLab.chat.replyError');
  }
  // An error part of the stream carries the server's message; a dropped connection does not.
  return error instanceof TypeError || !error.message ? t('aiLab.chat.replyError') : error.message;
}

/**
 * One open chat: its messages (the older ones on demand), the streamed reply, and the composer.
 * A chat just started from the lab's empty box arrives holding the member's first message
 * (`answerFirst`): its reply is asked for at once, as a regeneration of that message. Refused
 * (credits, a reply in progress), the message stays in the chat and 'Gerar novamente' asks again.
 */
export function ChatSession({ detail, answerFirst = false }: { detail: AiConversationDetail; answerFirst?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { conversation } = detail;
  const [olderCursor, setOlderCursor] = useState(detail.messages.olderCursor);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [returned, setReturned] = useState<OutgoingMessage | null>(null);
  const lastSent = useRef<OutgoingMessage | null>(null);
  const transport = useMemo(() => labChatTransport(`${conversationPath(conversation.id)}/messages`), [conversation.id]);
  const chat = useChat<LabMessage>({
    id: conversation.id,
    messages: detail.messages.items.map(toLabMessage),
    transport,
    onError: (error) => {
      // Refused before the stream began (no credits, a reply in progress, too many sends): the
      // server kept nothing, so the message leaves the chat and goes back to the box.
      if (!isApiError(error)) return;
      chat.setMessages((current) => {
        const last = current[current.length - 1];
        return last?.role === 'user' && !isServerId(last.id) ? current.slice(0, -1) : current;
      });
      if (lastSent.current) setReturned(lastSent.current);
    },
    onFinish: ({ message, isAbort, isError }) => {
      chat.setMessages((current) =>
        withServerIds(current, message, isAbort ? 'stopped' : isError ? 'error' : 'complete'),
      );
      // A failed read leaves the reply as it streamed.
      syncStored().catch(() => undefined);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: labKeys.conversations }),
        queryClient.invalidateQueries({ queryKey: AI_CREDITS_KEY }),
        queryClient.invalidateQueries({ queryKey: labKeys.folders }),
      ]);
    },
  });
  const errorText = useErrorText(chat.error);

  /** Once a reply has ended, what the server saved for it (its cost, an image model's picture, the files). */
  const syncStored = async () => {
    const saved = await queryClient.fetchQuery({ ...conversationQueryOptions(conversation.id), staleTime: 0 });
    chat.setMessages((current) => withStoredOutcomes(current, saved.messages.items));
  };
  const busy = chat.status === 'submitted' || chat.status === 'streaming';

  const loadOlder = async () => {
    if (!olderCursor) return;
    setLoadingOlder(true);
    try {
      const page = await listOlderMessages(conversation.id, olderCursor);
      chat.setMessages((current) => [...page.items.map(toLabMessage), ...current]);
      setOlderCursor(page.olderCursor);
    } finally {
      setLoadingOlder(false);
    }
  };

  const send = (outgoing: OutgoingMessage) => {
    lastSent.current = outgoing;
    setReturned(null);
    return chat.sendMessage({
      text: outgoing.text,
      metadata: { attachments: outgoing.attachments },
    });
  };

  // The reply to the first message of a chat started from the empty box, asked for once (a second
  // effect run in development finds it asked).
  const firstAsked = useRef(false);
  useEffect(() => {
    if (!answerFirst || firstAsked.current || chat.messages.at(-1)?.role !== 'user') return;
    firstAsked.current = true;
    void chat.regenerate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the chat's first render
  }, []);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <MessageList
        messages={chat.messages}
        status={chat.status}
        errorText={errorText}
        olderButton={
          olderCursor ? (
            <Button variant="ghost" size="sm" disabled={loadingOlder} onClick={() => void loadOlder()}>
              {t('aiLab.lab.messages.earlier')}
            </Button>
          ) : null
        }
        onRegenerate={() => void chat.regenerate()}
        onEdit={(messageId, text) => void chat.sendMessage({ text, messageId })}
      />
      <Composer
        target={conversation.target}
        busy={busy}
        returned={returned}
        onSend={(outgoing) => void send(outgoing)}
        onStop={() => void chat.stop()}
      />
    </div>
  );
}
