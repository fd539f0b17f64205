import { categoryInputSchema, type CategoryInput, type ForumCategory } from '@blivion/shared/forum';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';

type Errors = Partial<Record<'name' | 'description', string>>;

/** Server field errors ({ field, key }) as the editor's messages. */
function serverErrors(error: unknown): Errors | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.details)) return null;
  const found: Errors = {};
  for (const detail of error.details as { field?: string; key?: string }[]) {
    if ((detail.field === 'name' || detail.field === 'description') && detail.key) found[detail.field] = detail.key;
  }
  return Object.keys(found).length ? found : null;
}

/**
 * Name and description of a category, checked with the API's own schema ('O nome da categoria é
 * obrigatório.'); used to add one and to edit a row. `onSave` resolves true when saved, or throws.
 */
export function CategoryEditor({
  category,
  onSave,
  actions,
}: {
  category?: ForumCategory;
  onSave: (input: CategoryInput) => Promise<boolean>;
  actions: (busy: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const c = 'features.forum.categories';
  const prefix = useId();
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = categoryInputSchema.safeParse({ name, description: description.trim() || null });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const field = first?.path[0] === 'description' ? 'description' : 'name';
      setErrors({ [field]: first?.message });
      document.getElementById(`${prefix}-${field}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if ((await onSave(parsed.data)) && !category) {
        setName('');
        setDescription('');
      }
      setErrors({});
    } catch (error) {
      setErrors(serverErrors(error) ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${prefix}-name`} label={t(`${c}.name`)} error={errors.name}>
          <Input
            {...fieldControlProps(`${prefix}-name`, errors.name)}
            value={name}
            autoComplete="off"
            placeholder={t(`${c}.namePlaceholder`)}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <FormField id={`${prefix}-description`} label={t(`${c}.descriptionLabel`)} error={errors.description}>
          <Input
            {...fieldControlProps(`${prefix}-description`, errors.description)}
            value={description}
            autoComplete="off"
            placeholder={t(`${c}.descriptionPlaceholder`)}
            onChange={(event) => setDescription(event.target.value)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">{actions(busy)}</div>
    </form>
  );
}
