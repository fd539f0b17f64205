import { creditsSummarySchema } from '@blivion/shared/ai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { AiCreditsSummary } from './ai-credits-summary';

describe("the dashboard's AI credit card", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the available credits, what is held, the month's spending and the cap", async () => {
    const body = creditsSummarySchema.parse({
      balance: 1500,
      held: 266,
      available: 1234,
      month: '2026-11',
      spentThisMonth: 1,
      monthlyCap: 5000,
      allowance: { monthlyCredits: 0, grantedThisMonth: false },
    });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200 }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <AiCreditsSummary />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('1.234')).toBeTruthy();
    expect(screen.getByText('créditos disponíveis')).toBeTruthy();
    expect(screen.getByText('266 reservados para respostas em andamento')).toBeTruthy();
    expect(screen.getByText('Gasto neste mês: 1 crédito')).toBeTruthy();
    expect(screen.getByText('Seu limite mensal: 5.000 créditos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver histórico de uso' }).getAttribute('href')).toBe('/ai-lab/usage');
  });
});
