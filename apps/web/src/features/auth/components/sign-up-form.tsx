import { signUpSchema } from '@blivion/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSignUp } from '../api/sign-up';
import { useReturnPath } from '../hooks/use-return-path';
import { TermsCheckbox } from './terms-checkbox';

const FIELDS = ['name', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const;

export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const { errors } = form.formState;

  const onInvalid = (invalid: FieldErrors) => {
    if (invalid.confirmPassword?.message === 'validation.passwordMismatch') {
      toast.error(t('auth.signUp.passwordMismatchTitle'), { description: t('auth.signUp.passwordMismatchMessage') });
    } else if (invalid.acceptTerms) {
      toast.error(t('auth.signUp.termsTitle'), { description: t('auth.signUp.termsMessage') });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      toast.success(t('auth.signUp.successTitle'), { description: t('auth.signUp.successMessage') });
      await navigate(returnPath, { replace: true });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      const key = error instanceof ApiError ? `errors.${error.code}` : '';
      const description =
        error instanceof ApiError
          ? i18n.exists(key)
            ? t(key)
            : error.message || t('auth.signUp.errorFallback')
          : t('auth.signUp.errorFallback');
      toast.error(t('auth.signUp.errorTitle'), { description });
    }
  }, onInvalid);

  const control = (id: string, error: string | undefined) => fieldControlProps(`sign-up-${id}`, error);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField id="sign-up-name" label={t('auth.fields.name')} error={errors.name?.message}>
        <Input
          {...control('name', errors.name?.message)}
          autoComplete="name"
          placeholder={t('auth.fields.namePlaceholder')}
          {...form.register('name')}
        />
      </FormField>
      <FormField id="sign-up-email" label={t('auth.fields.email')} error={errors.email?.message}>
        <Input
          {...control('email', errors.email?.message)}
          type="email"
          autoComplete="email"
          placeholder={t('auth.fields.emailPlaceholder')}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="sign-up-password" label={t('auth.fields.password')} error={errors.password?.message}>
        <PasswordInput
          {...control('password', errors.password?.message)}
          autoComplete="new-password"
          placeholder={t('auth.fields.passwordPlaceholder')}
          {...form.register('password')}
        />
      </FormField>
      <FormField
        id="sign-up-confirmPassword"
        label={t('auth.fields.confirmPassword')}
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          {...control('confirmPassword', errors.confirmPassword?.message)}
          autoComplete="new-password"
          placeholder={t('auth.fields.confirmPasswordPlaceholder')}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <TermsCheckbox registration={form.register('acceptTerms')} error={errors.acceptTerms?.message} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('auth.signUp.submitting')} className="w-full">
        {t('auth.signUp.submit')}
      </SubmitButton>
    </form>
  );
}
