import { House } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { reportNotFound } from '../api/report-not-found';
import '../pages-catalogue';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Reported once per path: StrictMode's second effect run and re-renders do not send it again.
  const reported = useRef<string | null>(null);
  const title = t('pages.notFound.title');
  useDocumentTitle(title);

  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    reportNotFound(pathname).catch(() => undefined);
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t('pages.notFound.code')}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('pages.notFound.message')}</p>
      <Link to="/" className={`${buttonVariants({ size: 'lg' })} mt-8`}>
        <House aria-hidden="true" />
        {t('pages.notFound.home')}
      </Link>
    </div>
  );
}
