import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '@/lib/i18n';
import '@/styles/globals.css';
import { App } from '@/app/app';
import { AppRoutes, isSignedInPath, prefetchSignedInPage, routes } from '@/app/router';
import { preloadRoutes } from '@/app/lazy-routes';
import { whenContentCommitted } from '@/lib/hydration';
import { createQueryClient } from '@/lib/query-client';
import { applyOverridesAfter, loadOverridesAtStart } from '@/lib/translations';

/** The administrators' text overrides normally arrive first (a 304 from the browser cache); a slow answer applies later. */
const OVERRIDES_WAIT_MS = 800;

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

const queryClient = createQueryClient();
// The page's modules load while the overrides are asked for, and a signed-in page's data with them.
preloadRoutes(routes, window.location.pathname);
if (isSignedInPath(window.location.pathname)) prefetchSignedInPage(queryClient, new URL(window.location.href));
const app = (
  <App queryClient={queryClient}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </App>
);

// Rendered (or hydrated) in a transition, React yields to the browser every few milliseconds
// instead of holding the main thread for the whole first render (Lighthouse's Total Blocking Time).
if (container.hasAttribute('data-prerendered')) {
  // A public page prerendered at build time (apps/web/build/prerender.ts): already painted, hydrated
  // with the bundled texts it was rendered with, the overrides applied after.
  void applyOverridesAfter(whenContentCommitted());
  startTransition(() => void hydrateRoot(container, app));
} else {
  void loadOverridesAtStart(OVERRIDES_WAIT_MS).then(() => startTransition(() => createRoot(container).render(app)));
}
