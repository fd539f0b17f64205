import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { isApiError } from '@/lib/api-client';
import { useDeleteConversation } from '../api/delete-conversation';
import { useConversation } from '../api/get-conversation';
import { firstMessageOf, type LabDraftState } from '../lib/lab-state';
import { ChatSession } from './chat-session';

/**
 * The open chat: 'Conversando com {model}' over its messages and the composer. A chat just started
 * from the empty box carries its first message in the address's state: sent once, then the state is
 * cleared (a reload never sends it again). Refused before any reply, the chat is deleted and the
 * message goes back to the empty box (lab-state.ts): no chat without a message of the member's.
 */
export function ChatPanel({ conversationId, backTo }: { conversationId: string; backTo: string }) {
  const { t } = useTranslation();
  const detail = useConversation(conversationId);
  const location = useLocation();
  const navigate = useNavigate();
  const deleteConversation = useDeleteConversation();
  const [firstMessage] = useState(() => firstMessageOf(location.state));
  useEffect(() => {
    if (firstMessageOf(location.state)) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);

  if (detail.isPending) {
    return <p className="p-6 text-sm text-muted-foreground">{t('common.loading')}</p>;
  }
  if (detail.isError) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <QueryError
        error={detail.error}
        title={missing ? t('aiLab.lab.conversation.notFound') : t('aiLab.toasts.loadConversationsErrorTitle')}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const { conversation } = detail.data;
  return (
    <section aria-labelledby="lab-chat-title" className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b px-4 py-3">
        <Link
          to={`/ai-lab${backTo}`}
          className="flex shrink-0 items-center justify-center rounded-md p-1 text-muted-foreground hover:bg-accent pointer-coarse:size-11 lg:hidden"
          aria-label={t('common.back')}
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        <div className="min-w-0">
          <h2 id="lab-chat-title" className="truncate font-semibold">
            {t('aiLab.chat.talkingWith', { model: conversation.modelName })}
          </h2>
          <p className="truncate text-xs text-muted-foreground">
            {conversation.title || t('aiLab.conversations.untitled')}
          </p>
        </div>
      </header>
      <ChatSession
        key={conversation.id}
        detail={detail.data}
        firstMessage={firstMessage}
        onFirstRefused={(message) => {
          const draft: LabDraftState = { draft: { ...message, target: conversation.target } };
          void deleteConversation
            .mutateAsync(conversation.id)
            .catch(() => undefined)
            .then(() => navigate(`/ai-lab${backTo}`, { state: draft }));
        }}
      />
    </section>
  );
}
