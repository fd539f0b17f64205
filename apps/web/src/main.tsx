import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '@/lib/i18n';
import '@/styles/globals.css';
import { AppProvider } from '@/app/provider';
import { AppRoutes, routes } from '@/app/router';
import { preloadRoutes } from '@/app/lazy-routes';
import { loadOverridesAtStart } from '@/lib/translations';

/** The administrators' text overrides normally arrive first (a 304 from the browser cache); a slow answer applies later. */
const OVERRIDES_WAIT_MS = 800;

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// The page's modules load while the overrides are asked for.
preloadRoutes(routes, window.location.pathname);
// Rendered in a transition, React yields to the browser every few milliseconds instead of holding
// the main thread for the whole first render (Lighthouse's Total Blocking Time).
void loadOverridesAtStart(OVERRIDES_WAIT_MS).then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    ),
  ),
);
