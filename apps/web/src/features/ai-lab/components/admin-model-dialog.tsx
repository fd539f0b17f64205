import type { AdminAiModel, AiCapability, AiModelKind, AiProvider } from '@blivion/shared/ai';
import { AI_CAPABILITIES } from '@blivion/shared/ai';
import { AI_DEFAULT_CONTEXT_LIMIT, AI_DEFAULT_MAX_OUTPUT_TOKENS } from '@blivion/shared/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useSaveModel } from '../api/admin-ai';
import { fieldErrorOf } from '../lib/admin-field-errors';
import { labErrorText } from '../lib/lab-errors';

type Numbers = 'priceInputPerMTok' | 'priceOutputPerMTok' | 'pricePerImage' | 'contextLimit' | 'maxOutputTokens';
const FLAGS = ['membersVisible', 'acceptsImages', 'featured', 'beta'] as const;
const FLAG_LABELS = {
  membersVisible: 'aiLab.admin.membersVisible',
  acceptsImages: 'aiLab.admin.acceptsImages',
  featured: 'aiLab.settings.featured',
  beta: 'aiLab.settings.beta',
};
const NUMBER_LABELS: Record<Numbers, string> = {
  priceInputPerMTok: 'aiLab.admin.priceInput',
  priceOutputPerMTok: 'aiLab.admin.priceOutput',
  pricePerImage: 'aiLab.admin.pricePerImage',
  contextLimit: 'aiLab.admin.contextLimit',
  maxOutputTokens: 'aiLab.admin.maxOutputTokens',
};

function initialOf(model: AdminAiModel | null) {
  return {
    name: model?.name ?? '',
    providerId: model?.providerId ?? '',
    providerModelId: model?.providerModelId ?? '',
    description: model?.description ?? '',
    kind: model?.kind ?? ('llm' as AiModelKind),
    capabilities: model?.capabilities ?? (['text'] as AiCapability[]),
    numbers: {
      priceInputPerMTok: String(model?.priceInputPerMTok ?? 0),
      priceOutputPerMTok: String(model?.priceOutputPerMTok ?? 0),
      pricePerImage: String(model?.pricePerImage ?? 0),
      contextLimit: String(model?.contextLimit ?? AI_DEFAULT_CONTEXT_LIMIT),
      maxOutputTokens: String(model?.maxOutputTokens ?? AI_DEFAULT_MAX_OUTPUT_TOKENS),
    } as Record<Numbers, string>,
    flags: {
      membersVisible: model?.membersVisible ?? true,
      acceptsImages: model?.acceptsImages ?? false,
      featured: model?.featured ?? false,
      beta: model?.beta ?? false,
    },
  };
}

/** 'Adicionar modelo' and its edit: name and provider required, the rest with the specification's defaults. */
export function AdminModelDialog({
  model,
  providers,
  onDone,
}: {
  model: AdminAiModel | null;
  providers: AiProvider[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveModel();
  const [form, setForm] = useState(() => initialOf(model));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<typeof form>) => setForm((current) => ({ ...current, ...change }));
  const prefix = `ai-model-${model?.id ?? 'new'}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.name.trim() === '' || form.providerId === '') {
      setErrors({
        ...(form.name.trim() === '' ? { name: 'aiLab.models.validation.modelNameRequired' } : {}),
        ...(form.providerId === '' ? { providerId: 'aiLab.models.validation.providerRequired' } : {}),
      });
      return toast.error(t('aiLab.toasts.incompleteTitle'), { description: t('aiLab.toasts.incompleteModelMessage') });
    }
    const numbers = Object.fromEntries(Object.entries(form.numbers).map(([key, value]) => [key, Number(value)]));
    const body = {
      name: form.name.trim(),
      providerId: form.providerId,
      ...(form.providerModelId.trim() ? { providerModelId: form.providerModelId.trim() } : {}),
      ...(form.description.trim() ? { description: form.description.trim() } : {}),
      kind: form.kind,
      capabilities: form.capabilities,
      ...numbers,
      ...form.flags,
    };
    try {
      await save.mutateAsync({ id: model?.id ?? null, body });
      toast.success(t(model ? 'aiLab.admin.modelSaved' : 'aiLab.toasts.modelAdded'));
      onDone();
    } catch (error) {
      setErrors(fieldErrorOf(t, error));
      toast.error(t('aiLab.toasts.saveSettingsErrorTitle'), {
        description: labErrorText(t, error, 'aiLab.toasts.saveSettingsErrorMessage'),
      });
    }
  };

  const text = (field: 'name' | 'providerModelId', label: string) => (
    <FormField id={`${prefix}-${field}`} label={label} error={errors[field]}>
      <Input
        {...fieldControlProps(`${prefix}-${field}`, errors[field])}
        value={form[field]}
        onChange={(event) => set({ [field]: event.target.value })}
      />
    </FormField>
  );

  return (
    <DialogContent
      title={model ? t('aiLab.admin.editModelNamed', { name: model.name }) : t('aiLab.settings.addModel')}
      className="max-w-2xl"
    >
      <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => void onSubmit(event)}>
        {text('name', t('aiLab.settings.modelName'))}
        <FormField id={`${prefix}-provider`} label={t('aiLab.settings.provider')} error={errors.providerId}>
          <SelectField
            id={`${prefix}-provider`}
            value={form.providerId}
            placeholder={t('aiLab.settings.providerPlaceholder')}
            onValueChange={(providerId) => set({ providerId })}
            options={providers.map((provider) => ({ value: provider.id, label: provider.name }))}
            aria-invalid={errors.providerId ? true : undefined}
          />
        </FormField>
        {text('providerModelId', t('aiLab.settings.modelId'))}
        <FormField id={`${prefix}-kind`} label={t('aiLab.admin.kindLabel')}>
          <SelectField
            id={`${prefix}-kind`}
            value={form.kind}
            onValueChange={(kind) => set({ kind: kind as AiModelKind })}
            options={(['llm', 'image'] as const).map((kind) => ({
              value: kind,
              label: t(`aiLab.admin.kinds.${kind}`),
            }))}
          />
        </FormField>
        <FormField
          id={`${prefix}-description`}
          label={t('aiLab.settings.descriptionLabel')}
          error={errors.description}
          className="sm:col-span-2"
        >
          <Textarea
            {...fieldControlProps(`${prefix}-description`, errors.description)}
            rows={2}
            placeholder={t('aiLab.settings.defaultDescription')}
            value={form.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        </FormField>
        <fieldset className="flex flex-wrap gap-4 sm:col-span-2">
          <legend className="mb-2 text-sm font-medium">{t('aiLab.settings.capabilities')}</legend>
          {AI_CAPABILITIES.map((capability) => (
            <label key={capability} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={form.capabilities.includes(capability)}
                onChange={(event) =>
                  set({
                    capabilities: event.target.checked
                      ? [...form.capabilities, capability]
                      : form.capabilities.filter((c) => c !== capability),
                  })
                }
              />
              {t(`aiLab.capabilities.${capability}`)}
            </label>
          ))}
        </fieldset>
        {(Object.keys(NUMBER_LABELS) as Numbers[]).map((field) => (
          <FormField key={field} id={`${prefix}-${field}`} label={t(NUMBER_LABELS[field])} error={errors[field]}>
            <Input
              {...fieldControlProps(`${prefix}-${field}`, errors[field])}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={form.numbers[field]}
              onChange={(event) => set({ numbers: { ...form.numbers, [field]: event.target.value } })}
            />
          </FormField>
        ))}
        <div className="flex flex-wrap gap-4 sm:col-span-2">
          {FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={form.flags[flag]}
                onChange={(event) => set({ flags: { ...form.flags, [flag]: event.target.checked } })}
              />
              {t(FLAG_LABELS[flag])}
            </label>
          ))}
        </div>
        <DialogFooter className="sm:col-span-2">
          <Button type="button" variant="outline" onClick={onDone}>
            {t('aiLab.admin.cancel')}
          </Button>
          <SubmitButton busy={save.isPending} busyLabel={t('aiLab.admin.saving')}>
            {t('aiLab.admin.save')}
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
