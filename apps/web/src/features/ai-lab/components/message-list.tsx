import type { ChatStatus } from 'ai';
import { LoaderCircle, RefreshCw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isServerId, textOf, type LabMessage } from '../lib/ui-messages';
import { MessageItem } from './message-item';

/** How close to the bottom (px) still counts as reading the end: the list then follows the reply. */
const FOLLOW_SLACK = 80;

/** The chat's messages, newest at the bottom; it follows a streaming reply unless the member has scrolled up. */
export function MessageList({
  messages,
  status,
  errorText,
  olderButton,
  onRegenerate,
  onEdit,
}: {
  messages: LabMessage[];
  status: ChatStatus;
  errorText: string | null;
  olderButton: ReactNode;
  onRegenerate: () => void;
  onEdit: (messageId: string, text: string) => void;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const busy = status === 'submitted' || status === 'streaming';
  const last = messages[messages.length - 1];
  const lastText = textOf(last);

  useEffect(() => {
    const element = scroller.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [messages.length, lastText, status, errorText]);

  const lastUserIndex = messages.findLastIndex((message) => message.role === 'user');
  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-4"
      tabIndex={0}
      role="region"
      aria-label={t('aiLab.lab.messages.label')}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_SLACK;
      }}
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        {olderButton && <div className="flex justify-center">{olderButton}</div>}
        <ol className="flex flex-col gap-4">
          {messages.map((message, index) => (
            <MessageItem
              key={message.id}
              message={message}
              streaming={busy && index === messages.length - 1 && message.role === 'assistant'}
              canRegenerate={
                !busy && index === messages.length - 1 && message.role === 'assistant' && lastUserIndex >= 0
              }
              canEdit={!busy && message.role === 'user' && isServerId(message.id)}
              onRegenerate={onRegenerate}
              onEdit={(text) => onEdit(message.id, text)}
            />
          ))}
        </ol>
        {status === 'submitted' && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {t('aiLab.chat.generating')}
          </p>
        )}
        {errorText && status === 'error' && (
          <div className="flex flex-col items-start gap-2">
            <p role="alert" className="w-full rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
              {errorText}
            </p>
            {/* The member's message stayed without a reply (a chat's first, refused): ask again. */}
            {last?.role === 'user' && isServerId(last.id) && (
              <Button variant="ghost" size="sm" onClick={onRegenerate}>
                <RefreshCw aria-hidden="true" />
                {t('aiLab.lab.messages.regenerate')}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
