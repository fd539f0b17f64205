import { Pencil, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { statusOf, textOf, type LabMessage } from '../lib/ui-messages';
import { MessageAttachments } from './attachments/message-attachments';
import { formatNumber } from '@/lib/format';
import { MarkdownReply } from './markdown-reply';

/** One message: the member's (editable and resent) or the model's, as Markdown, with its outcome. */
export function MessageItem({
  message,
  streaming,
  canRegenerate,
  canEdit,
  onRegenerate,
  onEdit,
}: {
  message: LabMessage;
  streaming: boolean;
  canRegenerate: boolean;
  canEdit: boolean;
  onRegenerate: () => void;
  onEdit: (text: string) => void;
}) {
  const { t } = useTranslation();
  const text = textOf(message);
  const [draft, setDraft] = useState<string | null>(null);
  const status = statusOf(message);
  const m = 'aiLab.lab.messages';
  const attachments = message.metadata?.attachments ?? [];

  if (message.role === 'user') {
    return (
      <li className="flex flex-col items-end gap-1">
        <span className="sr-only">{t('aiLab.chat.you')}:</span>
        {draft === null ? (
          <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 whitespace-pre-wrap text-primary-foreground">
            {text}
          </div>
        ) : (
          <form
            className="flex w-full max-w-[85%] flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (!draft.trim()) return;
              onEdit(draft.trim());
              setDraft(null);
            }}
          >
            <Textarea
              aria-label={t(`${m}.editLabel`)}
              value={draft}
              rows={3}
              onChange={(event) => setDraft(event.target.value)}
            />
            <div className="flex justify-end gap-2">
              <Button variant="outline" size="sm" onClick={() => setDraft(null)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" size="sm" disabled={!draft.trim()}>
                {t(`${m}.saveAndSend`)}
              </Button>
            </div>
          </form>
        )}
        <MessageAttachments attachments={attachments} />
        {canEdit && draft === null && (
          <Button variant="ghost" size="sm" onClick={() => setDraft(text)}>
            <Pencil aria-hidden="true" />
            {t(`${m}.edit`)}
          </Button>
        )}
      </li>
    );
  }

  const credits = message.metadata?.credits;
  return (
    <li className="flex flex-col items-start gap-1">
      <span className="text-xs font-medium text-muted-foreground">{t(`${m}.assistant`)}</span>
      <div
        className={cn(
          'w-full rounded-2xl rounded-bl-sm border bg-card px-4 py-3',
          status === 'error' && 'border-destructive/50',
        )}
        aria-busy={streaming || undefined}
      >
        {text ? <MarkdownReply text={text} streaming={streaming} /> : null}
        {attachments.length > 0 && (
          <div className="mt-2">
            <MessageAttachments attachments={attachments} />
          </div>
        )}
        {status === 'stopped' && <p className="mt-2 text-xs text-muted-foreground">{t(`${m}.stopped`)}</p>}
        {status === 'error' && (
          <p className="mt-2 text-sm text-destructive-text">{message.metadata?.errorMessage ?? t(`${m}.failed`)}</p>
        )}
      </div>
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        {!streaming && credits !== undefined && credits > 0 && (
          <span>{t(`${m}.usedCredits`, { count: credits, amount: formatNumber(credits) })}</span>
        )}
        {canRegenerate && (
          <Button variant="ghost" size="sm" onClick={onRegenerate}>
            <RefreshCw aria-hidden="true" />
            {t(`${m}.regenerate`)}
          </Button>
        )}
      </div>
    </li>
  );
}
