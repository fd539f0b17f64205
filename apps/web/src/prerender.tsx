// Build-time entry (apps/web/build/prerender.ts): renders public pages to HTML with the bundled
// pt-BR catalogue; the browser then hydrates them (main.tsx).
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import '@/lib/i18n';
import { App } from '@/app/app';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

export async function render(pathname: string): Promise<string> {
  const queryClient = createQueryClient();
  const { prelude } = await prerenderToNodeStream(
    <App queryClient={queryClient}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </App>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  queryClient.clear(); // its garbage-collection timers would keep the build's process alive
  return Buffer.concat(chunks).toString('utf8');
}

export { SIGNED_IN_DOCUMENTS } from '@/app/signed-in-documents';
