import type { AiProvider } from '@blivion/shared/ai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteProvider, useRemoveProviderKey, useSaveProviderKey, useTestProvider } from '../api/admin-ai';
import { labErrorText } from '../lib/lab-errors';

const STATUS_VARIANT = { untested: 'secondary', working: 'default', failing: 'destructive' } as const;

/** One provider's editor (in the list's dialog): its address, the key shown only by its last four, save, test and remove. */
export function AdminProviderCard({ provider }: { provider: AiProvider }) {
  const { t } = useTranslation();
  const [apiKey, setApiKey] = useState('');
  const [confirming, setConfirming] = useState(false);
  const saveKey = useSaveProviderKey();
  const removeKey = useRemoveProviderKey();
  const test = useTestProvider();
  const remove = useDeleteProvider();
  const fail = (error: unknown) =>
    toast.error(t('aiLab.toasts.saveSettingsErrorTitle'), {
      description: labErrorText(t, error, 'aiLab.toasts.saveSettingsErrorMessage'),
    });
  const keyId = `ai-provider-key-${provider.id}`;

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (apiKey.trim() === '') return toast.error(t('aiLab.models.validation.apiKeyRequired'));
    try {
      await saveKey.mutateAsync({ id: provider.id, apiKey: apiKey.trim() });
      setApiKey('');
      toast.success(t('aiLab.toasts.apiKeySaved'));
    } catch (error) {
      fail(error);
    }
  };

  const onTest = async () => {
    try {
      const tested = await test.mutateAsync(provider.id);
      if (tested.keyStatus === 'working') toast.success(t('aiLab.admin.testWorking'));
      else toast.error(t('aiLab.admin.testFailing'), { description: t(`aiLab.models.failure.${tested.keyFailure}`) });
    } catch (error) {
      fail(error);
    }
  };

  const onRemoveKey = async () => {
    try {
      await removeKey.mutateAsync(provider.id);
      toast.success(t('aiLab.admin.keyRemoved'));
    } catch (error) {
      fail(error);
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(provider.id);
      setConfirming(false);
      toast.success(t('aiLab.admin.providerRemoved'));
    } catch (error) {
      setConfirming(false);
      fail(error);
    }
  };

  const checkedAt = formatDate(provider.keyCheckedAt, "dd/MM/yyyy 'às' HH:mm");
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">
            {t(`aiLab.models.providerKinds.${provider.kind}`)} · {provider.baseUrl ?? t('aiLab.admin.baseUrlDefault')}
            {' · '}
            {t('aiLab.admin.models', { count: provider.modelCount })}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1 text-sm">
          <span>
            {provider.keyLastFour
              ? t('aiLab.settings.apiKeyMasked', { last4: provider.keyLastFour })
              : t('aiLab.settings.apiKeyMissing')}
          </span>
          {provider.hasKey && (
            <Badge variant={STATUS_VARIANT[provider.keyStatus]}>
              {t('aiLab.admin.keyStatusLabel')}: {t(`aiLab.models.keyStatus.${provider.keyStatus}`)}
            </Badge>
          )}
        </div>
      </div>
      {provider.keyFailure && (
        <p className="text-sm text-destructive">{t(`aiLab.models.failure.${provider.keyFailure}`)}</p>
      )}
      {checkedAt && <p className="text-xs text-muted-foreground">{t('aiLab.admin.checkedAt', { date: checkedAt })}</p>}
      <form
        className="flex flex-wrap items-end gap-2 [&_button]:pointer-coarse:min-h-11"
        onSubmit={(event) => void onSave(event)}
      >
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor={keyId}>
            {t('aiLab.settings.apiKey')} ({provider.name})
          </Label>
          <Input
            id={keyId}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={apiKey}
            placeholder={t('aiLab.settings.apiKeyPlaceholder')}
            onChange={(event) => setApiKey(event.target.value)}
          />
        </div>
        <SubmitButton busy={saveKey.isPending} busyLabel={t('aiLab.admin.saving')}>
          {t('aiLab.settings.saveApiKey')}
        </SubmitButton>
        <Button
          type="button"
          variant="outline"
          disabled={!provider.hasKey || test.isPending}
          onClick={() => void onTest()}
        >
          {test.isPending ? t('aiLab.admin.testing') : t('aiLab.admin.testConnection')}
        </Button>
        {provider.hasKey && (
          <Button type="button" variant="ghost" disabled={removeKey.isPending} onClick={() => void onRemoveKey()}>
            {t('aiLab.admin.removeKey')}
          </Button>
        )}
        {provider.modelCount === 0 && (
          <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
            {t('aiLab.admin.deleteProvider')}
          </Button>
        )}
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('aiLab.admin.deleteProvider')}
        message={t('aiLab.admin.deleteProviderConfirm', { name: provider.name })}
        confirmLabel={t('aiLab.admin.delete')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}
