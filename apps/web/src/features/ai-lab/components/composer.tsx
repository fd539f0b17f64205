import type { AiAttachment, AiTargetRef } from '@blivion/shared/ai';
import { ArrowUp } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCreditsSummary } from '@/lib/ai-credits';
import { formatNumber } from '@/lib/format';
import { usePicker } from '../api/get-picker';
import { minimumReserve, modelOfTarget } from '../lib/credit-estimate';
import AttachmentArea from './attachments/attachment-area';

export interface OutgoingMessage {
  text: string;
  attachments: AiAttachment[];
}

/** The tallest the message box grows with its text (in px) before it scrolls: about ten lines. */
export const COMPOSER_MAX_HEIGHT = 240;

/** The box as tall as its text, from one line up to COMPOSER_MAX_HEIGHT; then it scrolls. */
function useAutosize(text: string) {
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    const height = Math.min(element.scrollHeight, COMPOSER_MAX_HEIGHT);
    element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > COMPOSER_MAX_HEIGHT ? 'auto' : 'hidden';
  }, [text]);
  return box;
}

/**
 * The message box: Enter sends, Shift+Enter breaks the line; 'Parar' while a reply streams. It
 * grows with its text; the paperclip beside it holds the attachments and their limits. Before
 * sending, a balance that cannot cover the least the reply reserves is told, and the message waits
 * (the server refuses it anyway).
 */
export function Composer({
  target,
  busy,
  returned,
  onSend,
  onStop,
  autoFocus = false,
}: {
  /** What the message goes to (the chosen model or agent); null while the picker loads. */
  target: AiTargetRef | null;
  busy: boolean;
  /** Text put in the box from outside: a message the server refused, or a suggestion tapped. */
  returned: OutgoingMessage | null;
  onSend: (message: OutgoingMessage) => void;
  onStop?: () => void;
  autoFocus?: boolean;
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
  const box = useAutosize(text);
  useEffect(() => {
    if (!returned || !box.current) return;
    box.current.focus();
    box.current.setSelectionRange(returned.text.length, returned.text.length);
  }, [returned, box]);
  // The lab opens on its message box, as a chat app does.
  useEffect(() => {
    if (autoFocus) box.current?.focus();
  }, [autoFocus, box]);
  const model = target ? modelOfTarget(picker.data, target) : null;
  const available = credits.data?.available;
  const reserve = model ? minimumReserve(model, text) : 0;
  const short = available !== undefined && (available === 0 || available < reserve);
  const empty = text.trim() === '' && attachments.length === 0;

  const send = () => {
    if (busy || empty || short || !target) return;
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

  // The notice is a block of its own above the composer, not inside it: the composer sits at the
  // bottom of the lab, so a notice inside would move it up when the balance arrives (CLS, issue 30).
  return (
    <>
      {short && (
        <div className="px-3 pt-3 sm:px-4">
          <div
            role="alert"
            className="mx-auto max-w-3xl rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
          >
            <p className="font-medium">{t('aiLab.chat.noCredits')}</p>
            <p className="text-muted-foreground">
              {t('aiLab.lab.composer.notEnough', {
                count: available === 0 ? 0 : reserve,
                amount: formatNumber(reserve),
                balance: formatNumber(available ?? 0),
              })}
            </p>
          </div>
        </div>
      )}
      <div className="bg-background px-3 py-3 sm:px-4">
        <form
          className="mx-auto flex max-w-3xl flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <AttachmentArea
            attachments={attachments}
            onChange={setAttachments}
            acceptsImages={model?.acceptsImages ?? false}
            disabled={busy}
          >
            <textarea
              ref={box}
              aria-label={t('aiLab.chat.inputLabel')}
              aria-describedby="composer-hint"
              placeholder={t('aiLab.chat.inputPlaceholder')}
              value={text}
              rows={1}
              style={{ maxHeight: COMPOSER_MAX_HEIGHT }}
              className="min-h-10 pointer-coarse:min-h-11 w-full min-w-0 flex-1 resize-none bg-transparent px-1 py-2 text-base text-foreground outline-none placeholder:text-muted-foreground md:text-sm"
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
            />
            {busy && onStop ? (
              <Button type="button" variant="outline" className="shrink-0 pointer-coarse:min-h-11" onClick={onStop}>
                {t('aiLab.chat.stop')}
              </Button>
            ) : (
              <Button
                type="submit"
                size="icon"
                disabled={busy || empty || short || !target}
                aria-label={t('aiLab.chat.send')}
                className="shrink-0 rounded-full pointer-coarse:size-11"
              >
                <ArrowUp aria-hidden="true" />
              </Button>
            )}
          </AttachmentArea>
          {/* One line high before the balance arrives, so the box above it does not move. */}
          <div className="flex min-h-4 flex-wrap justify-between gap-x-2 text-xs text-muted-foreground">
            <span id="composer-hint" className="max-sm:sr-only">
              {t('aiLab.lab.composer.sendHint')}
            </span>
            {available !== undefined && (
              <span>{t('aiLab.lab.composer.balance', { count: available, amount: formatNumber(available) })}</span>
            )}
          </div>
        </form>
      </div>
    </>
  );
}
