import type { AiAttachment, AiConversationSummary } from '@blivion/shared/ai';
import { ArrowUp } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useCreditsSummary } from '@/lib/ai-credits';
import { usePicker } from '../api/get-picker';
import { minimumReserve, modelOfTarget } from '../lib/credit-estimate';
import AttachmentArea from './attachments/attachment-area';

export interface OutgoingMessage {
  text: string;
  attachments: AiAttachment[];
}

/**
 * The message box: Enter sends, Shift+Enter breaks the line; 'Parar' while a reply streams.
 * Before sending, a balance that cannot cover the least the reply reserves is told, and the
 * message waits (the server refuses it anyway).
 */
export function Composer({
  conversation,
  busy,
  returned,
  onSend,
  onStop,
}: {
  conversation: AiConversationSummary;
  busy: boolean;
  /** A message the server refused before replying, back in the box to send again. */
  returned: OutgoingMessage | null;
  onSend: (message: OutgoingMessage) => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const credits = useCreditsSummary();
  const picker = usePicker();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<AiAttachment[]>([]);
  const [shownReturn, setShownReturn] = useState<OutgoingMessage | null>(null);
  if (returned && returned !== shownReturn) {
    setShownReturn(returned);
    setText(returned.text);
    setAttachments(returned.attachments);
  }
  const model = modelOfTarget(picker.data, conversation.target);
  const available = credits.data?.available;
  const reserve = model ? minimumReserve(model, text) : 0;
  const short = available !== undefined && (available === 0 || available < reserve);
  const empty = text.trim() === '' && attachments.length === 0;

  const send = () => {
    if (busy || empty || short) return;
    onSend({ text: text.trim(), attachments });
    setText('');
    setAttachments([]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className="border-t bg-background px-4 py-3">
      <form
        className="mx-auto flex max-w-3xl flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        {short && (
          <div role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
            <p className="font-medium">{t('aiLab.chat.noCredits')}</p>
            <p className="text-muted-foreground">
              {t('aiLab.lab.composer.notEnough', { count: available === 0 ? 0 : reserve, balance: available })}
            </p>
          </div>
        )}
        <AttachmentArea
          attachments={attachments}
          onChange={setAttachments}
          acceptsImages={model?.acceptsImages ?? false}
          disabled={busy}
        />
        <div className="flex items-end gap-2">
          <Textarea
            aria-label={t('aiLab.chat.inputLabel')}
            aria-describedby="composer-hint"
            placeholder={t('aiLab.chat.inputPlaceholder')}
            value={text}
            rows={2}
            className="max-h-48 min-h-12 resize-none"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {busy ? (
            <Button variant="outline" onClick={onStop}>
              {t('aiLab.chat.stop')}
            </Button>
          ) : (
            <Button type="submit" disabled={empty || short}>
              <ArrowUp aria-hidden="true" />
              {t('aiLab.chat.send')}
            </Button>
          )}
        </div>
        <div className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
          <span id="composer-hint">{t('aiLab.lab.composer.sendHint')}</span>
          {available !== undefined && <span>{t('aiLab.lab.composer.balance', { count: available })}</span>}
        </div>
      </form>
    </div>
  );
}
