import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/api-errors';
import { TextLink } from './text-link';

export function TermsCheckbox({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  const id = 'sign-up-terms';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-input accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        <label htmlFor={id} className="text-sm leading-snug pointer-coarse:block pointer-coarse:min-h-11">
          {t('auth.fields.acceptTermsPrefix')}{' '}
          <TextLink to="/termos" target="_blank" rel="noopener">
            {t('auth.fields.termsLink')}
          </TextLink>{' '}
          {t('auth.fields.and')}{' '}
          <TextLink to="/privacidade" target="_blank" rel="noopener">
            {t('auth.fields.privacyLink')}
          </TextLink>
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive-text">
          {translateMessage(t, error)}
        </p>
      )}
    </div>
  );
}
