import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { TextLink } from '../components/text-link';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgotPassword.title'));
  return (
    <AuthCard
      title={t('auth.forgotPassword.title')}
      subtitle={t('auth.forgotPassword.subtitle')}
      footer={<TextLink to="/login">{t('auth.forgotPassword.backToLogin')}</TextLink>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
