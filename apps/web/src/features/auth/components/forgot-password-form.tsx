import { forgotPasswordSchema } from '@blivion/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useRequestPasswordReset } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestReset.mutateAsync(values);
      setSent(true);
      toast.success(t('auth.forgotPassword.successTitle'), { description: t('auth.forgotPassword.successMessage') });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email']);
      const description =
        error instanceof ApiError && error.code === 'RATE_LIMITED'
          ? apiErrorMessage(t, error)
          : t('auth.forgotPassword.errorMessage');
      toast.error(t('auth.forgotPassword.errorTitle'), { description });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {sent && (
        <div role="status" className="flex gap-3 rounded-md border bg-muted p-3 text-sm">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{t('auth.forgotPassword.successTitle')}</p>
            <p className="text-muted-foreground">{t('auth.forgotPassword.successMessage')}</p>
            <p className="text-muted-foreground">{t('auth.forgotPassword.sentHint')}</p>
          </div>
        </div>
      )}
      <FormField id="forgot-email" label={t('auth.fields.email')} error={errors.email?.message}>
        <Input
          {...fieldControlProps('forgot-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          placeholder={t('auth.fields.emailPlaceholder')}
          {...form.register('email')}
        />
      </FormField>
      <SubmitButton
        busy={form.formState.isSubmitting}
        busyLabel={t('auth.forgotPassword.submitting')}
        className="w-full"
      >
        {t('auth.forgotPassword.submit')}
      </SubmitButton>
    </form>
  );
}
