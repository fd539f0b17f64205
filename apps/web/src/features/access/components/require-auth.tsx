import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { QueryError } from '@/components/feedback/query-error';
import { ME_QUERY_KEY, useMe } from '@/lib/me';
import '@/lib/catalogue/all-sections';
import { loginPathFor } from '@/lib/redirect';

/** Signed-in routes: the session is checked again on every route change; without one, go to /login and come back. */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const me = useMe();

  // Not on the first render: the member was just asked for (at start, or by the sign-in).
  const checkedPath = useRef(location.pathname);
  useEffect(() => {
    if (checkedPath.current === location.pathname) return;
    checkedPath.current = location.pathname;
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [location.pathname, queryClient]);

  if (me.isPending) return <PageSpinner />;
  if (me.isError && me.data === undefined) {
    return (
      <main id="main-content">
        <h1 className="sr-only">{t('shell.loadError.meFailed')}</h1>
        <QueryError error={me.error} title={t('shell.loadError.meFailed')} onRetry={() => void me.refetch()} />
      </main>
    );
  }
  if (!me.data) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  // No tooltip provider here: each part with tooltips has its own (components/ui/tooltip-provider.tsx).
  return <Outlet />;
}
