import { AI_PROVIDER_KINDS, type AiProviderKind } from '@blivion/shared/ai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/lib/toast';
import { useCreateProvider } from '../api/admin-ai';
import { labErrorText } from '../lib/lab-errors';
import { fieldErrorOf } from '../lib/admin-field-errors';

/** 'Adicionar provedor': OpenAI, Anthropic, Google, or any OpenAI-compatible base URL (DeepSeek, Ollama...). */
export function AdminProviderForm({ onDone }: { onDone?: () => void } = {}) {
  const { t } = useTranslation();
  const create = useCreateProvider();
  const [kind, setKind] = useState<AiProviderKind>('openai-compatible');
  const [name, setName] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (name.trim() === '') missing.name = t('aiLab.models.validation.providerNameRequired');
    if (kind === 'openai-compatible' && baseUrl.trim() === '') {
      missing.baseUrl = t('aiLab.models.validation.baseUrlRequired');
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await create.mutateAsync({ kind, name: name.trim(), baseUrl: baseUrl.trim() === '' ? null : baseUrl.trim() });
      toast.success(t('aiLab.admin.providerAdded'));
      setName('');
      setBaseUrl('');
      onDone?.();
    } catch (error) {
      setErrors(fieldErrorOf(t, error));
      toast.error(t('aiLab.toasts.saveSettingsErrorTitle'), {
        description: labErrorText(t, error, 'aiLab.toasts.saveSettingsErrorMessage'),
      });
    }
  };

  return (
    <form noValidate className="grid gap-3 sm:grid-cols-3" onSubmit={(event) => void onSubmit(event)}>
      <FormField id="ai-provider-kind" label={t('aiLab.admin.kind')}>
        <SelectField
          id="ai-provider-kind"
          value={kind}
          onValueChange={(value) => setKind(value as AiProviderKind)}
          options={AI_PROVIDER_KINDS.map((value) => ({ value, label: t(`aiLab.models.providerKinds.${value}`) }))}
        />
      </FormField>
      <FormField id="ai-provider-name" label={t('aiLab.admin.providerName')} error={errors.name}>
        <Input
          {...fieldControlProps('ai-provider-name', errors.name)}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField id="ai-provider-base-url" label={t('aiLab.settings.baseUrl')} error={errors.baseUrl}>
        <Input
          {...fieldControlProps('ai-provider-base-url', errors.baseUrl)}
          type="url"
          placeholder="https://api.exemplo.com/v1"
          value={baseUrl}
          onChange={(event) => setBaseUrl(event.target.value)}
        />
      </FormField>
      <SubmitButton
        busy={create.isPending}
        busyLabel={t('aiLab.admin.saving')}
        className="self-start sm:col-span-3 sm:justify-self-start"
      >
        {t('aiLab.admin.addProvider')}
      </SubmitButton>
    </form>
  );
}
