import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMe } from '@/lib/me';
import { AuthCard } from '../components/auth-card';
import { SignUpForm } from '../components/sign-up-form';
import { TextLink } from '../components/text-link';
import { useReturnPath } from '../hooks/use-return-path';

export default function SignUpPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const returnPath = useReturnPath();
  useDocumentTitle(t('auth.signUp.title'));
  if (me) return <Navigate to={returnPath} replace />;
  return (
    <AuthCard
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <p>
          {t('auth.signUp.haveAccount')} <TextLink to="/login">{t('auth.signUp.loginLink')}</TextLink>
        </p>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}
