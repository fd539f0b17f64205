import { Bot, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';

/** When no chat is open: 'Bem-vindo ao Laboratório de IA', a chat with the default model, or the picker. */
export function WelcomeCard({
  starting,
  onStart,
  onChoose,
}: {
  starting: boolean;
  onStart: () => void;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 items-center justify-center p-6">
      <section
        aria-labelledby="lab-welcome"
        className="flex max-w-lg flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center shadow-sm"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-primary">
          <Bot className="size-7" aria-hidden="true" />
        </span>
        <h2 id="lab-welcome" className="text-2xl font-bold tracking-tight">
          {t('aiLab.chat.welcomeTitle')}
        </h2>
        <p className="text-muted-foreground">{t('aiLab.chat.welcomeMessage')}</p>
        <form
          className="flex flex-wrap justify-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onStart();
          }}
        >
          <SubmitButton busy={starting} busyLabel={t('common.loading')}>
            <Sparkles aria-hidden="true" />
            {t('aiLab.chat.startChat')}
          </SubmitButton>
          <Button variant="outline" onClick={onChoose} disabled={starting}>
            {t('aiLab.lab.chooseModel')}
          </Button>
        </form>
      </section>
    </div>
  );
}
