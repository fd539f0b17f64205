import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@/lib/i18n';
import '@/styles/globals.css';
import { AppProvider } from '@/app/provider';
import { router } from '@/app/router';
import { loadOverridesAtStart } from '@/lib/translations';

/** The administrators' text overrides normally arrive first (a 304 from the browser cache); a slow answer applies later. */
const OVERRIDES_WAIT_MS = 800;

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

void loadOverridesAtStart(OVERRIDES_WAIT_MS).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
