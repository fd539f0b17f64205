import { LOGOUT_ERROR_REDIRECT_MS, LOGOUT_REDIRECT_MS } from '@blivion/shared/core';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useSignOut } from '../api/sign-out';

export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutateAsync: signOut } = useSignOut();
  const started = useRef(false);
  useDocumentTitle(t('auth.logout.signingOut'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const goHome = (delay: number) => window.setTimeout(() => void navigate('/', { replace: true }), delay);
    signOut().then(
      () => goHome(LOGOUT_REDIRECT_MS),
      (error: unknown) => {
        toast.error(t('auth.logout.errorTitle'), { description: apiErrorMessage(t, error) });
        goHome(LOGOUT_ERROR_REDIRECT_MS);
      },
    );
  }, [navigate, signOut, t]);

  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <LoaderCircle className="size-8 animate-spin text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold" role="status">
        {t('auth.logout.signingOut')}
      </h1>
      <p className="text-muted-foreground">{t('auth.logout.redirecting')}</p>
    </div>
  );
}
