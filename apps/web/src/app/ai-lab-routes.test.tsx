import type { MeResponse } from '@blivion/shared/me';
import { aiLab, shell } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './router';
import '@/lib/catalogue/all-sections';
import { ME_QUERY_KEY } from '@/lib/me';

const asked: string[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = String(input);
    asked.push(path);
    const answer = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
    if (path === '/api/admin/ai/providers') return answer({ providers: [] });
    if (path === '/api/admin/ai/models') return answer({ models: [] });
    return new Response(JSON.stringify({ error: { code: 'ROUTE_NOT_FOUND', message: '' } }), { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  asked.length = 0;
});

function renderAt(path: string, role: MeResponse['user']['role'], labAccess = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(ME_QUERY_KEY, {
    user: { role, name: 'Ana', email: 'ana@example.com', accessExpiration: null },
    permissions: { forum: true, courses: true, aiLab: labAccess, adSpy: false },
    features: { adSpyEnabled: false },
    accessExpired: false,
  } as unknown as MeResponse);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the AI lab’s staff pages (ai-lab/:page)', () => {
  it("open 'Configurações de IA' for an admin whose own AI lab is switched off", async () => {
    renderAt('/ai-lab/settings', 'admin');
    expect(
      await screen.findByRole('heading', { name: aiLab.settings.title, level: 1 }, { timeout: 10_000 }),
    ).toBeTruthy();
    // The heading can paint before the page's list asks for the models (a lazy part of the page).
    await waitFor(() => expect(asked).toContain('/api/admin/ai/models'), { timeout: 10_000 });
  });

  it('open the member’s own usage page with the AI lab', async () => {
    renderAt('/ai-lab/usage', 'premium', true);
    expect(
      await screen.findByRole('heading', { name: aiLab.credits.usage.title, level: 1 }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('still refuse the member’s own usage page without the AI lab', async () => {
    renderAt('/ai-lab/usage', 'free');
    expect(await screen.findByText(shell.access.deniedTitle, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: aiLab.settings.title })).toBeNull();
  });
});
