import type { SalesAccess, SalesConnection, SalesDuration, SalesProduct } from '@blivion/shared/sales';
import {
  SALES_ACCESS,
  SALES_DURATIONS,
  createSalesProductSchema,
  updateSalesProductSchema,
} from '@blivion/shared/sales';
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
import { useSaveProduct } from '../api/save-product';
import { salesErrorText, TOUCH } from '../lib/sales-text';
import { requestResolver } from '../lib/schema-resolver';

interface FormValues {
  connectionId: string;
  externalId: string;
  name: string;
  access: SalesAccess;
  duration: SalesDuration;
  days: string;
  credits: string;
  checkoutUrl: string;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const fieldsOf = (values: FormValues) => ({
  externalId: values.externalId,
  name: values.name,
  access: values.access,
  duration: values.duration,
  days: values.duration === 'lifetime' ? null : numberOrNull(values.days),
  credits: numberOrNull(values.credits) ?? 0,
  checkoutUrl: values.checkoutUrl,
});
const createResolver = requestResolver(createSalesProductSchema, (values: FormValues) => ({
  connectionId: values.connectionId,
  ...fieldsOf(values),
}));
const editResolver = requestResolver(updateSalesProductSchema, fieldsOf);

/** A prefilled mapping: an unmapped product's connection and id, or a product being edited. */
export interface ProductDraft {
  product: SalesProduct | null;
  connectionId?: string;
  externalId?: string;
  name?: string;
}

/** 'Mapear produto' or 'Editar': what a platform product grants, for how long, credits, the checkout link. */
export function ProductDialog({
  draft,
  connections,
  onOpenChange,
}: {
  draft: ProductDraft;
  connections: SalesConnection[];
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const { product } = draft;
  const form = useForm<FormValues>({
    resolver: product ? editResolver : createResolver,
    defaultValues: {
      connectionId: product?.connectionId ?? draft.connectionId ?? connections[0]?.id ?? '',
      externalId: product?.externalId ?? draft.externalId ?? '',
      name: product?.name ?? draft.name ?? '',
      access: product?.access ?? 'total',
      duration: product?.duration ?? 'lifetime',
      days: product?.days ? String(product.days) : '',
      credits: product?.credits ? String(product.credits) : '',
      checkoutUrl: product?.checkoutUrl ?? '',
    },
  });
  const { errors } = form.formState;
  const [duration, connectionId] = useWatch({ control: form.control, name: ['duration', 'connectionId'] });
  const platform = connections.find((connection) => connection.id === connectionId)?.platform ?? 'standard';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (product) await save.mutateAsync({ id: product.id, body: fieldsOf(values) });
      else await save.mutateAsync({ id: null, body: { connectionId: values.connectionId, ...fieldsOf(values) } });
      toast.success(t('sales.toasts.productSaved'));
      onOpenChange(false);
    } catch (error) {
      const fields = ['externalId', 'name', 'days', 'credits', 'checkoutUrl', 'connectionId'] as const;
      if (!applyServerFieldErrors(error, form.setError, fields)) {
        toast.error(salesErrorText(t, error, 'sales.toasts.productError'));
      }
    }
  });

  const text = (
    id: keyof FormValues,
    label: string,
    options: { description?: string; inputMode?: 'numeric'; type?: string } = {},
  ) => (
    <FormField id={`sales-product-${id}`} label={label} error={errors[id]?.message} description={options.description}>
      <Input
        {...fieldControlProps(`sales-product-${id}`, errors[id]?.message, options.description)}
        className={TOUCH}
        autoComplete="off"
        inputMode={options.inputMode}
        type={options.type ?? 'text'}
        {...form.register(id)}
      />
    </FormField>
  );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={t(product ? 'sales.productDialog.editTitle' : 'sales.productDialog.createTitle')}
        description={t('sales.productDialog.description')}
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          {!product && (
            <FormField
              id="sales-product-connectionId"
              label={t('sales.productDialog.connection')}
              error={errors.connectionId?.message}
            >
              <Controller
                control={form.control}
                name="connectionId"
                render={({ field }) => (
                  <SelectField
                    id="sales-product-connectionId"
                    className={TOUCH}
                    value={field.value}
                    onValueChange={field.onChange}
                    placeholder={t('sales.productDialog.connectionPlaceholder')}
                    options={connections.map((connection) => ({
                      value: connection.id,
                      label: `${connection.name} (${t(`sales.platformShort.${connection.platform}`)})`,
                    }))}
                  />
                )}
              />
            </FormField>
          )}
          {text('externalId', t('sales.productDialog.externalId'), {
            description: t(`sales.productDialog.externalIdHint.${platform}`),
          })}
          {text('name', t('sales.productDialog.name'))}
          <div className="grid gap-4 sm:grid-cols-2">
            {(['access', 'duration'] as const).map((name) => (
              <FormField
                key={name}
                id={`sales-product-${name}`}
                label={t(`sales.productDialog.${name}`)}
                error={errors[name]?.message}
              >
                <Controller
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <SelectField
                      id={`sales-product-${name}`}
                      className={TOUCH}
                      value={field.value}
                      onValueChange={field.onChange}
                      options={
                        name === 'access'
                          ? SALES_ACCESS.map((value) => ({ value, label: t(`sales.access.${value}`) }))
                          : SALES_DURATIONS.map((value) => ({
                              value,
                              label: value === 'days' ? t('sales.productDialog.days') : t(`sales.duration.${value}`),
                            }))
                      }
                    />
                  )}
                />
              </FormField>
            ))}
          </div>
          {duration !== 'lifetime' &&
            text('days', t('sales.productDialog.days'), {
              inputMode: 'numeric',
              description: duration === 'subscription' ? t('sales.productDialog.daysHint') : undefined,
            })}
          {text('credits', t('sales.productDialog.credits'), {
            inputMode: 'numeric',
            description: t('sales.productDialog.creditsHint'),
          })}
          {text('checkoutUrl', t('sales.productDialog.checkoutUrl'), {
            type: 'url',
            description: t('sales.productDialog.checkoutUrlHint'),
          })}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" className={TOUCH}>
                {t('sales.productDialog.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton
              className={TOUCH}
              busy={form.formState.isSubmitting}
              busyLabel={t('sales.productDialog.submitting')}
            >
              {t(product ? 'sales.productDialog.submitEdit' : 'sales.productDialog.submitCreate')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
