import { createBannerSchema } from '@blivion/shared/banners';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorOr } from '@/lib/api-errors';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateBanner } from '../api/banners';
import { BannerImageUpload } from './banner-image-upload';

const EMPTY = { title: '', description: '', imageUrl: '', link: '', active: true };
const REQUIRED = 'adminValidation.bannerRequired';

export function BannerForm() {
  const { t } = useTranslation();
  const createBanner = useCreateBanner();
  const form = useForm({ resolver: zodResolver(createBannerSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const requiredToast = () =>
    toast.error(t('features.banners.toasts.requiredTitle'), {
      description: t('features.banners.toasts.requiredMessage'),
    });

  const onInvalid = (invalid: FieldErrors) => {
    if (invalid.title?.message === REQUIRED || invalid.imageUrl?.message === REQUIRED) requiredToast();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const banner = await createBanner.mutateAsync(values);
      toast.success(t('features.banners.toasts.addedTitle'), {
        description: t('features.banners.toasts.addedMessage', { title: banner.title }),
      });
      form.reset(EMPTY);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['title', 'description', 'imageUrl', 'link']);
      toast.error(t('features.admin.toasts.errorTitle'), {
        description: apiErrorOr(t, error, 'features.banners.toasts.saveError'),
      });
    }
  }, onInvalid);

  const text = (name: 'title' | 'imageUrl' | 'link', label: string, placeholder: string, type = 'text') => (
    <FormField id={`banner-${name}`} label={label} error={errors[name]?.message}>
      <Input
        {...fieldControlProps(`banner-${name}`, errors[name]?.message)}
        type={type}
        placeholder={placeholder}
        {...form.register(name)}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('features.banners.form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {text('title', t('features.banners.form.titleLabel'), t('features.banners.form.titlePlaceholder'))}
          <FormField
            id="banner-description"
            label={t('features.banners.form.descriptionLabel')}
            error={errors.description?.message}
          >
            <Textarea
              {...fieldControlProps('banner-description', errors.description?.message)}
              rows={2}
              placeholder={t('features.banners.form.descriptionPlaceholder')}
              {...form.register('description')}
            />
          </FormField>
          {text(
            'imageUrl',
            t('features.banners.form.imageUrlLabel'),
            t('features.banners.form.imageUrlPlaceholder'),
            'url',
          )}
          <BannerImageUpload
            onUploaded={(imageUrl) => form.setValue('imageUrl', imageUrl, { shouldDirty: true, shouldValidate: true })}
          />
          {text('link', t('features.banners.form.linkLabel'), t('features.banners.form.linkPlaceholder'))}
          <div className="flex items-center gap-3">
            <input
              id="banner-active"
              type="checkbox"
              className="size-4 rounded border-input accent-primary"
              {...form.register('active')}
            />
            <label
              htmlFor="banner-active"
              className="text-sm font-medium pointer-coarse:flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center"
            >
              {t('features.banners.form.activeLabel')}
            </label>
          </div>
          <SubmitButton
            busy={form.formState.isSubmitting}
            busyLabel={t('features.banners.form.submitting')}
            className="self-start"
          >
            {t('features.banners.form.submit')}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
