import { creditsSummarySchema } from '@blivion/shared/ai';
import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { addCatalogueSections } from '@/lib/translations';
import { CreditCapForm } from './credit-cap-form';

addCatalogueSections({ aiLab });

const sent: unknown[] = [];

function renderForm(monthlyCap: number | null) {
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { monthlyCap: number | null };
    sent.push(body);
    const summary = creditsSummarySchema.parse({
      balance: 10,
      held: 0,
      available: 10,
      month: '2026-11',
      spentThisMonth: 0,
      monthlyCap: body.monthlyCap,
      allowance: { monthlyCredits: 0, grantedThisMonth: false },
    });
    return new Response(JSON.stringify(summary), { status: 200 });
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreditCapForm monthlyCap={monthlyCap} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the personal monthly cap', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sent.length = 0;
  });

  it('saves a whole number of credits, and refuses a fraction in Portuguese without asking the server', async () => {
    const user = renderForm(null);
    expect(screen.getByText(aiLab.credits.cap.none)).toBeTruthy();
    const field = screen.getByLabelText(aiLab.credits.cap.label);
    await user.type(field, '2.5');
    await user.click(screen.getByRole('button', { name: aiLab.credits.cap.save }));
    expect(await screen.findByText(aiLab.credits.validation.amountInvalid)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    await user.clear(field);
    await user.type(field, '300');
    await user.click(screen.getByRole('button', { name: aiLab.credits.cap.save }));
    await vi.waitFor(() => expect(sent).toEqual([{ monthlyCap: 300 }]));
  });

  it('removes a cap', async () => {
    const user = renderForm(120);
    expect(screen.getByText('Limite atual: 120 créditos')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: aiLab.credits.cap.remove }));
    await vi.waitFor(() => expect(sent).toEqual([{ monthlyCap: null }]));
  });
});
