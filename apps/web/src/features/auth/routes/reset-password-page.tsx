import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { TextLink } from '../components/text-link';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useDocumentTitle(t('auth.resetPassword.title'));
  return (
    <AuthCard
      title={t('auth.resetPassword.title')}
      subtitle={token ? t('auth.resetPassword.subtitle') : undefined}
      footer={<TextLink to="/login">{t('auth.resetPassword.backToLogin')}</TextLink>}
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="flex flex-col items-center gap-3 text-center">
          <p role="alert">{t('auth.resetPassword.missingToken')}</p>
          <TextLink to="/esqueci-senha">{t('auth.resetPassword.requestNewLink')}</TextLink>
        </div>
      )}
    </AuthCard>
  );
}
