import { signInSchema } from '@blivion/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSignIn } from '../api/sign-in';
import { useReturnPath } from '../hooks/use-return-path';
import { TextLink } from './text-link';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const signIn = useSignIn();
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const me = await signIn.mutateAsync(values);
      toast.success(t('auth.login.successTitle'), {
        description: t('auth.login.successMessage', { name: me.user.name }),
      });
      await navigate(returnPath, { replace: true });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email', 'password']);
      const description =
        error instanceof ApiError && error.code === 'INVALID_CREDENTIALS'
          ? t('auth.login.errorMessage')
          : apiErrorMessage(t, error);
      toast.error(t('auth.login.errorTitle'), { description });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField id="login-email" label={t('auth.fields.email')} error={errors.email?.message}>
        <Input
          {...fieldControlProps('login-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          placeholder={t('auth.fields.emailPlaceholder')}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="login-password"
        label={t('auth.fields.password')}
        error={errors.password?.message}
        labelAddon={
          <TextLink to="/esqueci-senha" className="text-sm">
            {t('auth.login.forgotPassword')}
          </TextLink>
        }
      >
        <PasswordInput
          {...fieldControlProps('login-password', errors.password?.message)}
          autoComplete="current-password"
          {...form.register('password')}
        />
      </FormField>
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('auth.login.submitting')} className="w-full">
        {t('auth.login.submit')}
      </SubmitButton>
    </form>
  );
}
