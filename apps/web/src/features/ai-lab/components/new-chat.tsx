import type { AiTargetRef } from '@blivion/shared/ai';
import { ChevronDown, Lightbulb, Megaphone, Rocket, Target } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { allEntries, sameRef } from '../lib/picker-tabs';
import { priceHint } from '../lib/price-hint';
import { usePicker } from '../api/get-picker';
import { Composer, type OutgoingMessage } from './composer';
import { PickerTabIcon } from './picker-entry';

/** Ideas for an entrepreneur's first message: tapping one puts its text in the box. */
export const SUGGESTIONS = [
  { key: 'offer', icon: Lightbulb },
  { key: 'ads', icon: Megaphone },
  { key: 'launch', icon: Rocket },
  { key: 'persona', icon: Target },
] as const;

/**
 * The lab's first screen and 'Novo Chat': 'Bem-vindo ao Laboratório de IA', the model or agent the
 * message goes to (the picker changes it), ideas to start from, and an empty message box. Nothing
 * is stored until the first message is sent (decision 0116): then the server stores the chat with
 * that message, and the lab opens it for the reply.
 */
export function NewChat({
  chosen,
  busy,
  onChoose,
  onSend,
}: {
  /** The member's choice in the picker; else the server's default. */
  chosen: AiTargetRef | null;
  busy: boolean;
  onChoose: () => void;
  /** Creates the chat and opens it with the message; rejects (after saying why) when it could not. */
  onSend: (target: AiTargetRef, message: OutgoingMessage) => Promise<void>;
}) {
  const { t } = useTranslation();
  const picker = usePicker();
  const [filled, setFilled] = useState<OutgoingMessage | null>(null);
  const target = chosen ?? picker.data?.defaultRef ?? null;
  const entry = picker.data && target ? allEntries(picker.data).find((item) => sameRef(item.ref, target)) : undefined;
  const name = entry?.name ?? '';

  return (
    <section aria-labelledby="lab-welcome" className="flex min-h-0 flex-1 flex-col">
      {/*
        Top-aligned, and every line that waits for data keeps its place while it loads: nothing on
        this screen moves when the picker or the credits arrive (Lighthouse's CLS, issue 30).
      */}
      <div className="flex flex-1 flex-col items-center gap-5 overflow-y-auto px-4 pt-8 pb-6 sm:pt-16">
        <div className="flex max-w-2xl flex-col items-center gap-2 text-center">
          <h2 id="lab-welcome" className="text-2xl font-bold tracking-tight text-balance">
            {t('aiLab.chat.welcomeTitle')}
          </h2>
          <p className="text-muted-foreground">{t('aiLab.chat.welcomeMessage')}</p>
        </div>
        {/* Always there: with no model that can answer, the picker still shows the rest and why (admins), and the agents. */}
        <div className="flex w-full max-w-md flex-col items-center gap-1">
          <Button
            variant="outline"
            className="w-80 max-w-full rounded-full pointer-coarse:min-h-11"
            disabled={!picker.data}
            onClick={onChoose}
          >
            {entry && <PickerTabIcon tab={entry.tab} className="text-primary" />}
            <span className="truncate">
              {picker.data
                ? t('aiLab.lab.newChat.model', { name: name || t('aiLab.lab.newChat.none') })
                : t('common.loading')}
            </span>
            {/* Heard after the visible words, so the name read out starts with what is shown. */}
            <span className="sr-only"> ({t('aiLab.lab.newChat.changeModel')})</span>
            <ChevronDown aria-hidden="true" />
          </Button>
          <p role="status" className="min-h-9 text-center text-xs text-muted-foreground">
            {entry?.model
              ? priceHint(t, entry.model)
              : picker.isSuccess && !target
                ? t('aiLab.lab.newChat.noModel')
                : null}
          </p>
        </div>
        <ul aria-label={t('aiLab.lab.newChat.suggestionsLabel')} className="grid w-full max-w-2xl gap-2 sm:grid-cols-2">
          {SUGGESTIONS.map(({ key, icon: Icon }) => {
            const text = t(`aiLab.lab.newChat.suggestions.${key}`);
            return (
              <li key={key} className="flex">
                <button
                  type="button"
                  className="flex w-full items-start gap-2 rounded-lg border bg-card p-3 text-left text-sm transition-colors hover:border-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring pointer-coarse:min-h-11"
                  onClick={() => setFilled({ text, attachments: [] })}
                >
                  <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{text}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <Composer
        target={target}
        busy={busy}
        returned={filled}
        autoFocus={typeof window !== 'undefined' && window.matchMedia?.('(pointer: fine)').matches === true}
        onSend={(message) => {
          if (target) void onSend(target, message).catch(() => setFilled({ ...message }));
        }}
      />
    </section>
  );
}
