// Build-time entry (apps/web/build/prerender.ts): renders public pages to HTML with the bundled
// pt-BR catalogue; the browser then hydrates them (main.tsx).
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import '@/lib/i18n';
import { App } from '@/app/app';
import { AppRoutes } from '@/app/router';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { createQueryClient } from '@/lib/query-client';

async function html(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function render(pathname: string): Promise<string> {
  const queryClient = createQueryClient();
  const page = await html(
    <App queryClient={queryClient}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </App>,
  );
  queryClient.clear(); // its garbage-collection timers would keep the build's process alive
  return page;
}

/** The router's first-load spinner, which the signed-in pages' documents show until the app renders it itself. */
export function renderPageSpinner(): Promise<string> {
  return html(<PageSpinner />);
}

export { SIGNED_IN_DOCUMENTS } from '@/app/signed-in-documents';
