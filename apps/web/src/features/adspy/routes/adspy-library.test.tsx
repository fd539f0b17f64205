import { adSpyTokenListSchema } from '@blivion/shared/adspy';
import { adSpy } from '@blivion/shared/i18n/pt-BR';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ad, competitor, libraryPage, renderPage, requests, serve, status } from './render-adspy.test-support';

describe('AdSpy library', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    requests.length = 0;
  });

  it('without a token says that searching needs one, and asks the Ad Library nothing', async () => {
    serve({ status: status(0), competitors: [] });
    renderPage('/adspy?q=moda');
    expect(await screen.findByText(adSpy.noToken)).toBeTruthy();
    expect(screen.getByText(adSpy.sourceNote)).toBeTruthy();
    expect(requests.some((request) => request.includes('/api/adspy/ads'))).toBe(false);
    expect(screen.queryByRole('button', { name: /Alternar Token/ })).toBeNull();
  });

  it('shows the ads for the words, loads the next page by the cursor, and switches to the list', async () => {
    serve({
      status: status(2),
      competitors: [],
      handlers: [
        (url) =>
          url.pathname === '/api/adspy/ads'
            ? url.searchParams.get('after') === 'c2'
              ? { body: libraryPage([ad('3', 'Loja Três', 'Terceiro anúncio')], null) }
              : {
                  body: libraryPage(
                    [ad('1', 'Loja Um', 'Promoção de verão'), ad('2', 'Loja Dois', 'Frete grátis')],
                    'c2',
                  ),
                }
            : undefined,
      ],
    });
    const user = renderPage('/adspy?q=moda&platform=instagram');
    const results = await screen.findByRole('list', { name: adSpy.library.resultsLabel });
    // Each card's platforms are a list of their own: only the results' own items are counted.
    const cards = () =>
      within(results)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === results);
    expect(cards()).toHaveLength(2);
    expect(within(results).getByText('Promoção de verão')).toBeTruthy();
    expect(requests).toContain('GET /api/adspy/ads?q=moda&platform=instagram');

    await user.click(screen.getByRole('button', { name: adSpy.library.loadMore }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(requests).toContain('GET /api/adspy/ads?q=moda&platform=instagram&after=c2');
    expect(screen.queryByRole('button', { name: adSpy.library.loadMore })).toBeNull();

    const listButton = screen.getByRole('button', { name: adSpy.view.list });
    expect(listButton.getAttribute('aria-pressed')).toBe('false');
    await user.click(listButton);
    expect(listButton.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('adspy.listView')).toBe('true');
  });

  it("a failed search says 'Erro ao carregar os anúncios' and 'Tentar novamente' asks again", async () => {
    let fail = true;
    serve({
      status: status(2),
      competitors: [],
      handlers: [
        (url) =>
          url.pathname === '/api/adspy/ads'
            ? fail
              ? {
                  status: 502,
                  body: { error: { code: 'ADSPY_API_ERROR', message: 'Falha.', details: { reason: 'rateLimited' } } },
                }
              : { body: libraryPage([], null) }
            : undefined,
      ],
    });
    const user = renderPage('/adspy?q=moda');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(adSpy.library.inlineError);
    expect(alert.textContent).toContain(adSpy.apiErrors.rateLimited);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: adSpy.library.retry }));
    expect(await screen.findByText(adSpy.library.empty)).toBeTruthy();
  });

  it("'Filtros avançados' puts the chosen dates in the search and refuses an end before the start", async () => {
    serve({
      status: status(2),
      competitors: [],
      handlers: [(url) => (url.pathname === '/api/adspy/ads' ? { body: libraryPage([], null) } : undefined)],
    });
    const user = renderPage('/adspy?q=moda');
    await screen.findByText(adSpy.library.empty);
    await user.click(screen.getByRole('button', { name: adSpy.advancedFilters }));
    const dialog = await screen.findByRole('dialog', { name: adSpy.advancedFilters });
    await user.type(within(dialog).getByLabelText(adSpy.filters.dateFrom), '2026-11-10');
    await user.type(within(dialog).getByLabelText(adSpy.filters.dateTo), '2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: adSpy.filters.apply }));
    expect(within(dialog).getByText(adSpy.filters.dateOrder)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(adSpy.filters.dateTo));
    await user.type(within(dialog).getByLabelText(adSpy.filters.dateTo), '2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: adSpy.filters.apply }));
    await waitFor(() => expect(requests).toContain('GET /api/adspy/ads?q=moda&dateFrom=2026-11-10&dateTo=2026-11-20'));
  });

  it("an admin sees 'Alternar Token (1/2)', which moves to the next token", async () => {
    const current = status(2, true);
    serve({
      status: current,
      competitors: [],
      handlers: [
        (url) => {
          if (url.pathname !== '/api/admin/adspy/tokens/rotate') return undefined;
          current.currentToken = { position: 2, total: 2 };
          return {
            body: adSpyTokenListSchema.parse({ tokens: [], currentPosition: 2, total: 2, appLimitedUntil: null }),
          };
        },
      ],
    });
    const user = renderPage('/adspy', 'admin', false);
    expect(await screen.findByText(adSpy.devBadge)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Alternar Token (1/2)' }));
    expect(await screen.findByRole('button', { name: 'Alternar Token (2/2)' })).toBeTruthy();
    expect(requests).toContain('POST /api/admin/adspy/tokens/rotate {}');
  });

  it("before any search offers the member's competitors, the most active first; a tap searches for one", async () => {
    serve({
      status: status(1),
      competitors: [
        competitor('1', 'Brisa Moda', { activeAds: 3, source: 'api' }),
        competitor('2', 'Aurora Cosméticos', { activeAds: 30, source: 'api' }),
      ],
      handlers: [
        (url) =>
          url.pathname === '/api/adspy/ads'
            ? { body: { ...libraryPage([ad('1', 'Aurora Cosméticos', 'Oferta')], null), fromCache: true } }
            : undefined,
      ],
    });
    const user = renderPage('/adspy');
    const suggestions = await screen.findByRole('list', { name: adSpy.cards.suggestionsLabel });
    const buttons = within(suggestions).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Buscar anúncios de Aurora Cosméticos',
      'Buscar anúncios de Brisa Moda',
    ]);
    expect(requests.some((request) => request.includes('/api/adspy/ads'))).toBe(false);
    await user.click(buttons[0]!);
    await waitFor(() => expect(requests).toContain('GET /api/adspy/ads?q=Aurora+Cosm%C3%A9ticos'));
    expect(await screen.findByRole('list', { name: adSpy.library.resultsLabel })).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Aurora Cosméticos');
    expect(screen.queryByRole('list', { name: adSpy.cards.suggestionsLabel })).toBeNull();
    // The cache line sits below the results, small and muted.
    const cacheLine = screen.getByText(/buscas iguais reusam este resultado/);
    expect(cacheLine.className).toContain('text-xs');
    const results = screen.getByRole('list', { name: adSpy.library.resultsLabel });
    expect(results.compareDocumentPosition(cacheLine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
