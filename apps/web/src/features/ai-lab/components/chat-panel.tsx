import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { isApiError } from '@/lib/api-client';
import { useConversation } from '../api/get-conversation';
import { ChatSession } from './chat-session';

/**
 * The open chat: 'Conversando com {model}' over its messages and the composer. A chat just started
 * from the empty box holds the member's first message; its panel asks for the reply once.
 */
export function ChatPanel({
  conversationId,
  backTo,
  answerFirst = false,
}: {
  conversationId: string;
  backTo: string;
  answerFirst?: boolean;
}) {
  const { t } = useTranslation();
  const detail = useConversation(conversationId);

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
      <ChatSession key={conversation.id} detail={detail.data} answerFirst={answerFirst} />
    </section>
  );
}
