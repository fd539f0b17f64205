import { creditAllowancesSchema, memberCreditsPageSchema } from '@blivion/shared/ai';
import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { addCatalogueSections } from '@/lib/translations';
import { AdminCreditAllowances } from './admin-credit-allowances';
import { AdminCreditMembers } from './admin-credit-members';

addCatalogueSections({ aiLab });
const a = aiLab.credits.admin;
const requests: Array<{ method: string; path: string; body: unknown }> = [];

const page = memberCreditsPageSchema.parse({
  items: [
    {
      id: 'u1',
      name: 'Ana Souza',
      email: 'ana@example.com',
      balance: 1200,
      held: 200,
      spentThisMonth: 35,
      monthlyCap: null,
    },
  ],
  nextCursor: null,
  month: '2026-11',
});
const allowances = creditAllowancesSchema.parse({
  items: ['free', 'premium', 'admin', 'master'].map((role) => ({ role, monthlyCredits: role === 'premium' ? 100 : 0 })),
});

function renderWith(node: ReactNode) {
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    requests.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = path.includes('/allowances')
      ? allowances
      : path.includes('/adjustments')
        ? { member: page.items[0], month: '2026-11' }
        : page;
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {node}
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('credits administration', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    requests.length = 0;
  });

  it("lists each member's available credits, holds and spending, and grants credits with a reason", async () => {
    const user = renderWith(<AdminCreditMembers />);
    const table = await screen.findByRole('table', { name: a.tableLabel });
    const row = within(table).getByText('Ana Souza').closest('tr')!;
    expect(within(row).getByText('1.000')).toBeTruthy();
    expect(within(row).getByText(a.noCap)).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Ajustar os créditos de Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar os créditos de Ana Souza' });
    await user.click(within(dialog).getByRole('button', { name: a.submit }));
    expect(await within(dialog).findByText(aiLab.credits.validation.amountInvalid)).toBeTruthy();
    expect(within(dialog).getByText(aiLab.credits.validation.reasonRequired)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText(a.amount), '50');
    await user.type(within(dialog).getByLabelText(a.reason), 'Bônus do desafio');
    await user.click(within(dialog).getByRole('button', { name: a.submit }));
    await vi.waitFor(() =>
      expect(requests.filter((request) => request.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: '/api/admin/ai/credits/members/u1/adjustments',
          body: { kind: 'grant', amount: 50, reason: 'Bônus do desafio' },
        },
      ]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sets the monthly credits of a role', async () => {
    const user = renderWith(<AdminCreditAllowances />);
    const field = await screen.findByLabelText('Créditos mensais: Premium');
    expect((field as HTMLInputElement).value).toBe('100');
    await user.clear(field);
    await user.type(field, '-4');
    await user.click(screen.getByRole('button', { name: 'Salvar os créditos mensais de Premium' }));
    expect(await screen.findByText(aiLab.credits.validation.amountInvalid)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '250');
    await user.click(screen.getByRole('button', { name: 'Salvar os créditos mensais de Premium' }));
    await vi.waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/api/admin/ai/credits/allowances/premium', body: { monthlyCredits: 250 } },
      ]),
    );
  });
});
