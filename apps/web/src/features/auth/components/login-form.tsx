import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSignIn } from '../api/sign-in';
import { useReturnPath } from '../hooks/use-return-path';
import { useSignInForm } from '../hooks/use-sign-in-form';
import { TextLink } from './text-link';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const signIn = useSignIn();
  // The account's wait (429 SIGN_IN_DELAYED) stays on the form: it lasts minutes, longer than a toast.
  const [delay, setDelay] = useState<string | null>(null);
  const form = useSignInForm(async (values, setError) => {
    setDelay(null);
    try {
      const me = await signIn.mutateAsync(values);
      toast.success(t('auth.login.successTitle'), {
        description: t('auth.login.successMessage', { name: me.user.name }),
      });
      await navigate(returnPath, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SIGN_IN_DELAYED') {
        setDelay(apiErrorMessage(t, error));
        return;
      }
      applyServerFieldErrors(error, setError, ['email', 'password']);
      const description =
        error instanceof ApiError && error.code === 'INVALID_CREDENTIALS'
          ? t('auth.login.errorMessage')
          : apiErrorMessage(t, error);
      toast.error(t('auth.login.errorTitle'), { description });
    }
  });
  const { errors } = form;

  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <FormField id="login-email" label={t('auth.fields.email')} error={errors.email}>
        <Input
          {...fieldControlProps('login-email', errors.email)}
          type="email"
          autoComplete="email"
          placeholder={t('auth.fields.emailPlaceholder')}
          name="email"
        />
      </FormField>
      <FormField
        id="login-password"
        label={t('auth.fields.password')}
        error={errors.password}
        labelAddon={
          <TextLink to="/esqueci-senha" className="text-sm">
            {t('auth.login.forgotPassword')}
          </TextLink>
        }
      >
        <PasswordInput
          {...fieldControlProps('login-password', errors.password)}
          autoComplete="current-password"
          name="password"
        />
      </FormField>
      {delay && (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {delay}
        </p>
      )}
      <SubmitButton busy={form.submitting} busyLabel={t('auth.login.submitting')} className="w-full">
        {t('auth.login.submit')}
      </SubmitButton>
    </form>
  );
}
