import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ErrorBoundary } from './error-boundary';

function RouteErrorScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.loadError.title'));
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

/**
 * Shown when a route module fails to load (for instance after a new version was deployed) or
 * throws; moving to another path (`resetKey`) tries again.
 */
export function RouteErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<RouteErrorScreen />} resetKey={resetKey}>
      {children}
    </ErrorBoundary>
  );
}
