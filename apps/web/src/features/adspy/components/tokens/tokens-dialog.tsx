import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogContent, Dialog } from '@/components/ui/dialog';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiErrorMessage } from '@/lib/api-errors';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAddToken, useRemoveToken, useTokens } from '../../api/tokens';
import type { AdSpyToken } from '@blivion/shared/adspy';
import { adSpyErrorText } from '../../lib/error-text';

const ID = 'adspy-token';

function TokenStatus({ token }: { token: AdSpyToken }) {
  const { t } = useTranslation();
  if (token.state === 'dead') return <Badge variant="destructive">{t('adSpy.tokens.dead')}</Badge>;
  if (token.state === 'resting') {
    const until = formatDate(token.restingUntil, t('common.dateTimeFormat'));
    return (
      <Badge variant="secondary">
        {until ? t('adSpy.tokens.restingUntil', { date: until }) : t('adSpy.tokens.resting')}
      </Badge>
    );
  }
  return (
    <Badge variant={token.isCurrent ? 'default' : 'outline'}>
      {t(token.isCurrent ? 'adSpy.tokens.inUse' : 'adSpy.tokens.ready')}
    </Badge>
  );
}

/** The Ad Library tokens (admin and master): added here, kept encrypted on the server, shown by their last four characters. */
export default function TokensDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const tokens = useTokens();
  const add = useAddToken();
  const remove = useRemoveToken();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<AdSpyToken | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = value.trim();
    if (!token) return setError('adSpy.tokens.required');
    add.mutate(token, {
      onSuccess: () => {
        setValue('');
        toast.success(t('adSpy.tokens.savedTitle'), {
          description: t('adSpy.tokens.masked', { last4: token.slice(-4) }),
        });
      },
      onError: (cause) =>
        toast.error(t('adSpy.tokens.saveErrorTitle'), {
          description: adSpyErrorText(t, cause, 'adSpy.tokens.saveErrorMessage'),
        }),
    });
  };

  const confirmRemove = (token: AdSpyToken) =>
    remove.mutate(token.id, {
      onSuccess: () => {
        toast.success(t('adSpy.tokens.removedTitle'), {
          description: t('adSpy.tokens.masked', { last4: token.last4 }),
        });
        setRemoving(null);
      },
      onError: (cause) =>
        toast.error(t('adSpy.tokens.removeErrorTitle'), {
          description: adSpyErrorText(t, cause, 'adSpy.tokens.removeErrorMessage'),
        }),
    });

  const items = tokens.data?.tokens ?? [];
  const appLimitedUntil = formatDate(tokens.data?.appLimitedUntil, t('common.dateTimeFormat'));
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent side="right" title={t('adSpy.tokens.title')} description={t('adSpy.tokens.description')}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <FormField id={ID} label={t('adSpy.tokens.add')} error={error}>
            <PasswordInput
              {...fieldControlProps(ID, error)}
              autoComplete="off"
              placeholder={t('adSpy.tokens.placeholder')}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <SubmitButton busy={add.isPending} busyLabel={t('common.saving')} className="self-start">
            {t('adSpy.tokens.submit')}
          </SubmitButton>
        </form>
        {appLimitedUntil && (
          <p role="status" className="rounded-lg border bg-muted/40 p-3 text-sm">
            {t('adSpy.tokens.appLimitedUntil', { date: appLimitedUntil })}
          </p>
        )}
        {tokens.isPending ? (
          <InlineLoading />
        ) : tokens.isError ? (
          <InlineError message={apiErrorMessage(t, tokens.error)} onRetry={() => void tokens.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adSpy.tokens.empty')}</p>
        ) : (
          <ul aria-label={t('adSpy.tokens.listLabel')} className="flex flex-col divide-y rounded-lg border">
            {items.map((token) => (
              <li key={token.id} className="flex items-center justify-between gap-2 p-3">
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="font-mono text-sm">{t('adSpy.tokens.masked', { last4: token.last4 })}</span>
                  <TokenStatus token={token} />
                  {token.usagePercent !== null && (
                    <span className="text-xs text-muted-foreground">
                      {t('adSpy.tokens.usage', { percent: token.usagePercent })}
                    </span>
                  )}
                </div>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('adSpy.tokens.removeNamed', { last4: token.last4 })}
                  onClick={() => setRemoving(token)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {removing && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}
            title={t('adSpy.tokens.removeTitle')}
            message={t('adSpy.tokens.removeMessage', { last4: removing.last4 })}
            confirmLabel={t('adSpy.tokens.remove')}
            busy={remove.isPending}
            onConfirm={() => confirmRemove(removing)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
