import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { ME_QUERY_KEY } from '@/lib/me';
import { testMe } from '@/lib/me.test-support';

/** What the signed-in shell's tests share: a member, the API's answers, the providers the shell needs. */
export const member = testMe();

/** GET requests answered from `answers` by path; anything else is 'not found'. */
export function answerApi(answers: Record<string, unknown> = {}) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path in answers) return new Response(JSON.stringify(answers[path]), { status: 200 });
    return new Response(JSON.stringify({ error: { code: 'ROUTE_NOT_FOUND', message: '' } }), { status: 404 });
  });
}

export function renderInShell(ui: ReactNode, path = '/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(ME_QUERY_KEY, member);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}
