import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateCompetitor } from '../../api/competitors';
import { competitorFormSchema, isAdLibraryLink, type CompetitorFormValues } from '../../lib/competitor-form';
import { isPageId } from '@blivion/shared/adspy';
import { adSpyErrorText } from '../../lib/error-text';

const FIELDS = ['name', 'industry', 'adLibraryUrl', 'notes', 'adCount'] as const;

/**
 * 'Adicionar concorrente': the name is required; the Ad Library link too when no token can find the
 * page; an optional count typed now is recorded as today's manual snapshot.
 */
export default function AddCompetitorDialog({
  hasToken,
  onOpenChange,
}: {
  hasToken: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCompetitor();
  const form = useForm<CompetitorFormValues>({
    resolver: zodResolver(competitorFormSchema),
    defaultValues: { name: '', industry: '', adLibraryUrl: '', notes: '', adCount: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const required = (message: string) => toast.error(t('adSpy.validation.requiredTitle'), { description: t(message) });

  const onSubmit = form.handleSubmit(
    async (values) => {
      const link = values.adLibraryUrl;
      if (!link && !hasToken) {
        form.setError(
          'adLibraryUrl',
          { type: 'required', message: 'adSpy.validation.linkRequired' },
          { shouldFocus: true },
        );
        required('adSpy.validation.linkRequired');
        return;
      }
      if (link && !isAdLibraryLink(link)) {
        form.setError(
          'adLibraryUrl',
          { type: 'format', message: 'adSpy.validation.linkInvalid' },
          { shouldFocus: true },
        );
        return;
      }
      try {
        const { competitor, urlGenerated } = await create.mutateAsync({
          name: values.name,
          industry: values.industry || undefined,
          ...(isPageId(link) ? { pageId: link } : { adLibraryUrl: link || undefined }),
          notes: values.notes || undefined,
          adCount: values.adCount === '' ? undefined : Number(values.adCount),
        });
        toast.success(t('adSpy.toasts.addedTitle'), { description: competitor.name });
        if (urlGenerated) {
          toast.info(t('adSpy.toasts.urlGeneratedTitle'), { description: t('adSpy.toasts.urlGeneratedMessage') });
        }
        onOpenChange(false);
      } catch (error) {
        applyServerFieldErrors(error, form.setError, FIELDS);
        toast.error(t('adSpy.toasts.addErrorTitle'), {
          description: adSpyErrorText(t, error, 'adSpy.toasts.addErrorMessage'),
        });
      }
    },
    (invalid) => {
      if (invalid.name?.message === 'adSpy.validation.nameRequired') required('adSpy.validation.nameRequired');
    },
  );

  const field = (
    name: 'name' | 'industry' | 'adLibraryUrl',
    label: string,
    placeholder: string,
    description?: string,
  ) => (
    <FormField id={`competitor-${name}`} label={label} error={errors[name]?.message} description={description}>
      <Input
        {...fieldControlProps(`competitor-${name}`, errors[name]?.message, description)}
        autoComplete="off"
        placeholder={placeholder}
        {...form.register(name)}
      />
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => !isSubmitting && onOpenChange(open)}>
      <DialogContent title={t('adSpy.form.title')} description={t('adSpy.form.description')}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {field('name', t('adSpy.form.name'), t('adSpy.form.namePlaceholder'))}
          {field(
            'industry',
            t('adSpy.form.industry'),
            t('adSpy.form.industryPlaceholder'),
            t('adSpy.form.industryHint'),
          )}
          {field(
            'adLibraryUrl',
            hasToken ? t('adSpy.form.adLibraryUrlOptional') : t('adSpy.form.adLibraryUrl'),
            t('adSpy.form.adLibraryUrlPlaceholder'),
            hasToken ? t('adSpy.form.adLibraryUrlHintToken') : t('adSpy.form.adLibraryUrlHint'),
          )}
          <FormField id="competitor-notes" label={t('adSpy.form.notes')} error={errors.notes?.message}>
            <Textarea
              {...fieldControlProps('competitor-notes', errors.notes?.message)}
              rows={3}
              {...form.register('notes')}
            />
          </FormField>
          <FormField
            id="competitor-adCount"
            label={t('adSpy.form.adCount')}
            error={errors.adCount?.message}
            description={t('adSpy.form.adCountHint')}
          >
            <Input
              {...fieldControlProps('competitor-adCount', errors.adCount?.message, t('adSpy.form.adCountHint'))}
              inputMode="numeric"
              autoComplete="off"
              {...form.register('adCount')}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton busy={isSubmitting} busyLabel={t('adSpy.form.submitting')}>
              {t('adSpy.form.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
