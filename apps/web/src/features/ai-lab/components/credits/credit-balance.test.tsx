import { creditsSummarySchema, type CreditsSummary } from '@blivion/shared/ai';
import type { MeResponse } from '@blivion/shared/me';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { ME_QUERY_KEY } from '@/lib/me';
import { CreditBalance } from './credit-balance';

const summary = (overrides: Partial<CreditsSummary> = {}): CreditsSummary =>
  creditsSummarySchema.parse({
    balance: 1500,
    held: 266,
    available: 1234,
    month: '2026-11',
    spentThisMonth: 1,
    monthlyCap: 5000,
    allowance: { monthlyCredits: 0, grantedThisMonth: false },
    ...overrides,
  });

function renderWith(node: React.ReactNode, aiLab: boolean, answer: CreditsSummary) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, {
    permissions: { forum: true, courses: false, aiLab, adSpy: false },
  } as MeResponse);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
}

describe('AI credit balance', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows what a reply may use in the top bar, in Brazilian figures, and links to the usage history', async () => {
    const asked = renderWith(<CreditBalance />, true, summary());
    const link = await screen.findByRole('link', { name: '1.234 créditos de IA disponíveis: ver o histórico de uso' });
    expect(link.getAttribute('href')).toBe('/ai-lab/usage');
    expect(link.textContent).toBe('1.234');
    expect(asked).toEqual(['/api/ai/credits']);
  });

  it('says so in the singular and when nothing is left', async () => {
    renderWith(<CreditBalance />, true, summary({ balance: 1, held: 0, available: 1 }));
    expect(await screen.findByRole('link', { name: /^1 crédito de IA disponível:/ })).toBeTruthy();
    cleanup();
    renderWith(<CreditBalance />, true, summary({ balance: 0, held: 0, available: 0 }));
    expect(await screen.findByRole('link', { name: /^0 créditos de IA disponíveis:/ })).toBeTruthy();
  });

  it('keeps its place, hidden and unread, while the balance loads, so the top bar does not move', async () => {
    renderWith(<CreditBalance />, true, summary());
    const placeholder = document.body.querySelector('.invisible');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('link')).toBeNull();
    await screen.findByRole('link');
    expect(document.body.querySelector('.invisible')).toBeNull();
  });

  it('shows nothing and asks nothing for a member without AI lab access', async () => {
    const asked = renderWith(<CreditBalance />, false, summary());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.body.querySelector('.invisible')).toBeNull();
    expect(asked).toEqual([]);
  });
});
