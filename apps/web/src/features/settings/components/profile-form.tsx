import { updateProfileSchema, type MeResponse } from '@blivion/shared/me';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiErrorMessage } from '@/lib/api-errors';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const form = useForm({ resolver: zodResolver(updateProfileSchema), defaultValues: { name: me.user.name } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const updated = await updateProfile.mutateAsync(values);
      form.reset({ name: updated.user.name });
      toast.success(t('shell.settings.profileSaved'), { description: t('shell.settings.profileSavedMessage') });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['name']);
      toast.error(t('shell.settings.profileSaveError'), { description: apiErrorMessage(t, error) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('shell.settings.profileTitle')}</CardTitle>
        <CardDescription>{t('shell.settings.profileDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
          <FormField id="settings-name" label={t('shell.settings.name')} error={errors.name?.message}>
            <Input
              {...fieldControlProps('settings-name', errors.name?.message)}
              autoComplete="name"
              {...form.register('name')}
            />
          </FormField>
          <FormField
            id="settings-email"
            label={t('shell.settings.email')}
            description={t('shell.settings.emailReadOnly')}
          >
            <Input
              {...fieldControlProps('settings-email', undefined, 'read-only')}
              type="email"
              value={me.user.email}
              readOnly
            />
          </FormField>
          <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('common.saving')} className="self-start">
            {t('common.save')}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
