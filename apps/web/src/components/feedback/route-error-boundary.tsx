import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Shown when a route module fails to load (for instance after a new version was deployed) or throws. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  useDocumentTitle(t('shell.loadError.title'));
  if (import.meta.env.DEV) console.error(error);
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold">{t('shell.loadError.title')}</h1>
      <p className="text-muted-foreground">{t('shell.loadError.message')}</p>
      <Button onClick={() => window.location.reload()}>{t('shell.loadError.reload')}</Button>
    </main>
  );
}
