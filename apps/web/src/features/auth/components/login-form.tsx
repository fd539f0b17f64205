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
  // What went wrong stays inside the form, beside the fields it is about (the account's wait, 429
  // SIGN_IN_DELAYED, lasts minutes), not in a toast that covers the page and goes away.
  const [failure, setFailure] = useState<{ title?: string; message: string } | null>(null);
  const form = useSignInForm(async (values, setError) => {
    setFailure(null);
    try {
      const me = await signIn.mutateAsync(values);
      toast.success(t('auth.login.successTitle'), {
        description: t('auth.login.successMessage', { name: me.user.name }),
      });
      await navigate(returnPath, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SIGN_IN_DELAYED') {
        setFailure({ message: apiErrorMessage(t, error) });
        return;
      }
      applyServerFieldErrors(error, setError, ['email', 'password']);
      const message =
        error instanceof ApiError && error.code === 'INVALID_CREDENTIALS'
          ? t('auth.login.errorMessage')
          : apiErrorMessage(t, error);
      setFailure({ title: t('auth.login.errorTitle'), message });
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
      <FormField id="login-password" label={t('auth.fields.password')} error={errors.password}>
        <PasswordInput
          {...fieldControlProps('login-password', errors.password)}
          autoComplete="current-password"
          name="password"
        />
      </FormField>
      {/* After the password in the tab order: e-mail, password, then 'Esqueceu a senha?'. */}
      <TextLink to="/esqueci-senha" className="-mt-2 inline-flex min-h-11 items-center self-end text-sm">
        {t('auth.login.forgotPassword')}
      </TextLink>
      {failure && (
        <div role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive-text">
          {failure.title && <p className="font-semibold">{failure.title}</p>}
          <p>{failure.message}</p>
        </div>
      )}
      <SubmitButton busy={form.submitting} busyLabel={t('auth.login.submitting')} className="w-full">
        {t('auth.login.submit')}
      </SubmitButton>
    </form>
  );
}
