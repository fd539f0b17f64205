import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AppProvider } from './provider';

/** The app around its router: the same tree for the browser (BrowserRouter) and the build's prerendering (StaticRouter). */
export function App({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>{children}</AppProvider>
    </StrictMode>
  );
}
