import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMe } from '@/lib/me';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { TextLink } from '../components/text-link';
import { useReturnPath } from '../hooks/use-return-path';

export default function LoginPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const returnPath = useReturnPath();
  useDocumentTitle(t('auth.login.title'));
  if (me) return <Navigate to={returnPath} replace />;
  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <p>
          {t('auth.login.noAccount')} <TextLink to="/cadastro">{t('auth.login.signUpLink')}</TextLink>
        </p>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
