import type { MemberPurchaseList, SalesOfferList } from '@blivion/shared/sales';
import { shell } from '@blivion/shared/i18n/pt-BR';
import { cleanup, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderInShell } from '@/components/layouts/shell.test-support';
import { AccessDenied } from './access-denied';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const offers: SalesOfferList = {
  items: [{ id: '1', name: 'Academia Completa', access: 'total', checkoutUrl: 'https://pay.hotmart.com/X123' }],
};
const purchases: MemberPurchaseList = {
  items: [
    {
      id: '7',
      platform: 'hotmart',
      productName: 'Curso de Tráfego',
      access: 'total',
      status: 'refunded',
      startsAt: '2026-10-01T12:00:00.000Z',
      endsAt: '2026-11-01T12:00:00.000Z',
      current: false,
      creditsGranted: 0,
      updatedAt: '2026-11-01T12:00:00.000Z',
    },
  ],
};

describe('a locked area', () => {
  it("offers the academy's products ('Quero acesso') and shows what the member's purchases granted", async () => {
    answerApi({ '/api/sales/offers': offers, '/api/sales/me/purchases': purchases });
    renderInShell(
      <AccessDenied title={shell.access.deniedTitle} message="Seu acesso a Cursos ainda não foi liberado." sells />,
    );
    const offer = await screen.findByRole('link', { name: /Quero acesso: Academia Completa/ });
    expect(offer.getAttribute('href')).toBe('https://pay.hotmart.com/X123');
    expect(offer.getAttribute('rel')).toContain('noopener');
    expect(await screen.findByText('Curso de Tráfego')).toBeTruthy();
    expect(screen.getByRole('heading', { name: shell.purchases.title })).toBeTruthy();
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('asks for nothing where no purchase can open the area (an administrator-only page)', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    renderInShell(<AccessDenied title={shell.access.adminTitle} message={shell.access.adminMessage} />);
    expect(screen.getByRole('heading', { name: shell.access.adminTitle })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Quero acesso/ })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
