import { changePasswordSchema } from '@blivion/shared/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };
const FIELDS = [
  { name: 'currentPassword', label: 'shell.settings.currentPassword', autoComplete: 'current-password' },
  { name: 'password', label: 'shell.settings.newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'shell.settings.confirmPassword', autoComplete: 'new-password' },
] as const;

export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
      form.reset(EMPTY);
      toast.success(t('shell.settings.passwordSaved'), { description: t('shell.settings.passwordSavedMessage') });
    } catch (error) {
      if (isApiError(error, 'INVALID_CURRENT_PASSWORD')) {
        form.setError(
          'currentPassword',
          { type: 'server', message: 'errors.INVALID_CURRENT_PASSWORD' },
          { shouldFocus: true },
        );
      } else {
        applyServerFieldErrors(error, form.setError, ['currentPassword', 'password', 'confirmPassword']);
      }
      toast.error(t('shell.settings.passwordSaveError'), { description: apiErrorMessage(t, error) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('shell.settings.passwordTitle')}</CardTitle>
        <CardDescription>{t('shell.settings.passwordDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
          {/* Lets password managers pair the new password with the account. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          {FIELDS.map(({ name, label, autoComplete }) => (
            <FormField key={name} id={`settings-${name}`} label={t(label)} error={errors[name]?.message}>
              <PasswordInput
                {...fieldControlProps(`settings-${name}`, errors[name]?.message)}
                autoComplete={autoComplete}
                {...form.register(name)}
              />
            </FormField>
          ))}
          <SubmitButton
            busy={form.formState.isSubmitting}
            busyLabel={t('shell.settings.passwordSaving')}
            className="self-start"
          >
            {t('shell.settings.passwordSubmit')}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
