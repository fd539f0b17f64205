import type { SalesConnection, SalesPlatform } from '@blivion/shared/sales';
import { SALES_PLATFORMS, createSalesConnectionSchema, updateSalesConnectionSchema } from '@blivion/shared/sales';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateConnection } from '../api/create-connection';
import { useUpdateConnection } from '../api/update-connection';
import { salesErrorText, TOUCH } from '../lib/sales-text';
import { requestResolver } from '../lib/schema-resolver';

interface FormValues {
  platform: SalesPlatform;
  name: string;
  secret: string;
}

const withSecret = (values: FormValues) => (values.secret.trim() ? { secret: values.secret } : {});
const createResolver = requestResolver(createSalesConnectionSchema, (values: FormValues) => ({
  platform: values.platform,
  name: values.name,
  ...withSecret(values),
}));
const editResolver = requestResolver(updateSalesConnectionSchema, (values: FormValues) => ({
  name: values.name,
  ...withSecret(values),
}));

/**
 * 'Conectar plataforma' (the platform, a name and its token) or 'Editar' (a new name, a new secret).
 * `onCreated` hears a Standard Webhooks secret the server made, to show it once.
 */
export function ConnectionDialog({
  connection,
  onOpenChange,
  onCreated,
}: {
  connection: SalesConnection | null;
  onOpenChange: (open: boolean) => void;
  onCreated: (revealedSecret: string | null) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateConnection();
  const update = useUpdateConnection();
  const editing = connection !== null;
  const form = useForm<FormValues>({
    resolver: editing ? editResolver : createResolver,
    defaultValues: { platform: connection?.platform ?? 'hotmart', name: connection?.name ?? '', secret: '' },
  });
  const platform = useWatch({ control: form.control, name: 'platform' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (editing) {
        await update.mutateAsync({ id: connection.id, body: { name: values.name, ...withSecret(values) } });
        toast.success(t('sales.toasts.connectionSaved'));
      } else {
        const created = await create.mutateAsync({
          platform: values.platform,
          name: values.name,
          ...withSecret(values),
        });
        toast.success(t('sales.toasts.connected'));
        onCreated(created.revealedSecret);
      }
      onOpenChange(false);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['name', 'secret', 'platform'])) {
        toast.error(salesErrorText(t, error, 'sales.toasts.connectionError'));
      }
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={t(editing ? 'sales.connectionDialog.editTitle' : 'sales.connectionDialog.createTitle')}
        description={t('sales.connectionDialog.description')}
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          {!editing && (
            <FormField
              id="sales-platform"
              label={t('sales.connectionDialog.platform')}
              error={errors.platform?.message}
            >
              <Controller
                control={form.control}
                name="platform"
                render={({ field }) => (
                  <SelectField
                    id="sales-platform"
                    className={TOUCH}
                    value={field.value}
                    onValueChange={(value) => field.onChange(value as SalesPlatform)}
                    placeholder={t('sales.connectionDialog.platformPlaceholder')}
                    options={SALES_PLATFORMS.map((value) => ({ value, label: t(`sales.platforms.${value}`) }))}
                  />
                )}
              />
            </FormField>
          )}
          <FormField id="sales-name" label={t('sales.connectionDialog.name')} error={errors.name?.message}>
            <Input
              {...fieldControlProps('sales-name', errors.name?.message)}
              className={TOUCH}
              autoComplete="off"
              placeholder={t('sales.connectionDialog.namePlaceholder')}
              {...form.register('name')}
            />
          </FormField>
          <FormField
            id="sales-secret"
            label={editing ? t('sales.connectionDialog.newSecret') : t(`sales.connectionDialog.secret.${platform}`)}
            error={errors.secret?.message}
            description={
              editing
                ? t('sales.connectionDialog.newSecretHint', { lastFour: connection.secretLastFour })
                : t(`sales.connectionDialog.secretHint.${platform}`)
            }
          >
            <Input
              {...fieldControlProps('sales-secret', errors.secret?.message, 'hint')}
              className={TOUCH}
              type="password"
              autoComplete="off"
              spellCheck={false}
              {...form.register('secret')}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" className={TOUCH}>
                {t('sales.connectionDialog.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton
              className={TOUCH}
              busy={form.formState.isSubmitting}
              busyLabel={t('sales.connectionDialog.submitting')}
            >
              {t(editing ? 'sales.connectionDialog.submitEdit' : 'sales.connectionDialog.submitCreate')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
