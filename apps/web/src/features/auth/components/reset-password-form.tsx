import { resetPasswordSchema } from '@blivion/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';
import { TextLink } from './text-link';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [tokenRejected, setTokenRejected] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPassword.mutateAsync(values);
      toast.success(t('auth.resetPassword.successTitle'), { description: t('auth.resetPassword.successMessage') });
      await navigate('/login', { replace: true });
    } catch (error) {
      const tokenError =
        (error instanceof ApiError && error.code === 'INVALID_RESET_TOKEN') ||
        (error instanceof ApiError &&
          Array.isArray(error.details) &&
          JSON.stringify(error.details).includes('"token"'));
      setTokenRejected(tokenError);
      applyServerFieldErrors(error, form.setError, ['password', 'confirmPassword']);
      toast.error(t('auth.resetPassword.errorTitle'), { description: apiErrorMessage(t, error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {(tokenRejected || errors.token) && (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm">
          {t('errors.INVALID_RESET_TOKEN')}{' '}
          <TextLink to="/esqueci-senha">{t('auth.resetPassword.requestNewLink')}</TextLink>
        </p>
      )}
      <FormField id="reset-password" label={t('auth.fields.newPassword')} error={errors.password?.message}>
        <PasswordInput
          {...fieldControlProps('reset-password', errors.password?.message)}
          autoComplete="new-password"
          placeholder={t('auth.fields.passwordPlaceholder')}
          {...form.register('password')}
        />
      </FormField>
      <FormField id="reset-confirm" label={t('auth.fields.confirmNewPassword')} error={errors.confirmPassword?.message}>
        <PasswordInput
          {...fieldControlProps('reset-confirm', errors.confirmPassword?.message)}
          autoComplete="new-password"
          placeholder={t('auth.fields.confirmPasswordPlaceholder')}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <SubmitButton
        busy={form.formState.isSubmitting}
        busyLabel={t('auth.resetPassword.submitting')}
        className="w-full"
      >
        {t('auth.resetPassword.submit')}
      </SubmitButton>
    </form>
  );
}
