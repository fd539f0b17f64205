import { comparisonSchema } from '@blivion/shared/adspy';
import { adSpy } from '@blivion/shared/i18n/pt-BR';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { competitor, renderPage, requests, serve, status } from './render-adspy.test-support';

const noToken = status(0);
const at = '2026-11-24T09:00:00.000Z';
const tracked = [
  competitor(
    '1',
    'Zeta Modas',
    {
      activeAds: 12,
      source: 'api',
      yesterdayAds: 10,
      dailyVariation: 2,
      dailyGrowth: 20,
      weeklyChange: -3,
      monthlyGrowth: 50,
    },
    at,
  ),
  competitor('2', 'Alfa Suplementos', { activeAds: 40, source: 'manual' }, at),
  competitor('3', 'Beta Cosméticos'),
];

describe('AdSpy competitors', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    requests.length = 0;
  });

  it('cards show each figure with its source, and say why a figure is missing', async () => {
    serve({ status: noToken, competitors: tracked });
    renderPage('/adspy?aba=concorrentes');
    const list = await screen.findByRole('list', { name: adSpy.competitors.listLabel });
    const zeta = within(list).getAllByRole('listitem')[0]!;
    expect(zeta.textContent).toContain('Zeta Modas');
    // The day-over-day growth has its own label, beside the 30-day one.
    const figures = [...zeta.querySelectorAll('dt')].map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(figures).toEqual([
      [adSpy.competitors.columns.yesterdayAds, '10'],
      [adSpy.competitors.columns.dailyVariation, '+2'],
      [adSpy.competitors.columns.dailyGrowth, '+20%'],
      [adSpy.competitors.columns.monthlyGrowth, '+50%'],
      [adSpy.competitors.columns.weeklyChange, '−3'],
    ]);
    expect(zeta.textContent).toContain('−3');
    expect(zeta.textContent).toContain(adSpy.competitors.apiSource);
    const alfa = within(list).getAllByRole('listitem')[1]!;
    expect(alfa.textContent).toContain(adSpy.competitors.manualSource);
    expect(alfa.textContent).toContain(adSpy.figures.noYesterday);
    expect(alfa.textContent).toContain(adSpy.figures.noMonth);
    expect(alfa.querySelectorAll('dd')[2]!.textContent).toContain(adSpy.figures.noYesterday);
    // The jump notice's threshold is the server's (50 % and 5 ads), stated where the counts are.
    expect(screen.getByText(/sobe pelo menos 50% e 5 anúncios de um dia para o outro/)).toBeTruthy();
    const beta = within(list).getAllByRole('listitem')[2]!;
    expect(beta.textContent).toContain(adSpy.figures.noActiveAds);
    expect(screen.getByText(adSpy.noToken)).toBeTruthy();
  });

  it("'Tabela' sorts by a column both ways, competitors without the figure last", async () => {
    serve({ status: noToken, competitors: tracked });
    const user = renderPage('/adspy?aba=concorrentes&visao=tabela');
    const table = await screen.findByRole('table', { name: adSpy.competitors.tableLabel });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent);
    expect(names()).toEqual(['Alfa Suplementos', 'Zeta Modas', 'Beta Cosméticos']);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const daily = headers.indexOf(adSpy.competitors.columns.dailyGrowth);
    expect(headers[daily + 1]).toBe(adSpy.competitors.columns.monthlyGrowth);
    const zetaRow = within(table).getAllByRole('row')[2]!;
    expect(zetaRow.querySelectorAll('td')[daily]!.textContent).toBe('+20%');
    expect(zetaRow.querySelectorAll('td')[daily + 1]!.textContent).toBe('+50%');
    await user.click(within(table).getByRole('button', { name: adSpy.competitors.columns.activeAds }));
    expect(names()).toEqual(['Zeta Modas', 'Alfa Suplementos', 'Beta Cosméticos']);
    const header = within(table).getByRole('columnheader', { name: adSpy.competitors.columns.activeAds });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(table).getByRole('button', { name: adSpy.competitors.columns.name }));
    expect(names()).toEqual(['Alfa Suplementos', 'Beta Cosméticos', 'Zeta Modas']);
  });

  it('adding asks for the name, and for the link while there is no token, before sending anything', async () => {
    serve({ status: noToken, competitors: [] });
    const user = renderPage('/adspy?aba=concorrentes');
    expect(await screen.findByText(adSpy.competitors.empty)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: adSpy.competitors.add }));
    const dialog = await screen.findByRole('dialog', { name: adSpy.form.title });
    await user.click(within(dialog).getByRole('button', { name: adSpy.form.submit }));
    expect(await within(dialog).findByText(adSpy.validation.nameRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(adSpy.form.name), 'Loja Nova');
    await user.type(within(dialog).getByLabelText(adSpy.form.adCount), '2,5');
    await user.click(within(dialog).getByRole('button', { name: adSpy.form.submit }));
    expect(await within(dialog).findByText(adSpy.validation.countInvalid)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(adSpy.form.adCount));
    await user.click(within(dialog).getByRole('button', { name: adSpy.form.submit }));
    expect(await within(dialog).findByText(adSpy.validation.linkRequired)).toBeTruthy();
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('with a token the link may stay blank: the competitor is sent with its count', async () => {
    const items: ReturnType<typeof competitor>[] = [];
    serve({
      status: status(1),
      competitors: items,
      handlers: [
        (url, body) => {
          if (url.pathname !== '/api/adspy/competitors' || !body) return undefined;
          const created = competitor('7', (body as { name: string }).name, { activeAds: 5, source: 'manual' }, at);
          items.push(created);
          return { status: 201, body: { competitor: created, urlGenerated: true } };
        },
      ],
    });
    const user = renderPage('/adspy?aba=concorrentes');
    await user.click(await screen.findByRole('button', { name: adSpy.competitors.add }));
    const dialog = await screen.findByRole('dialog', { name: adSpy.form.title });
    await user.type(within(dialog).getByLabelText(adSpy.form.name), 'Loja Nova');
    await user.type(within(dialog).getByLabelText(adSpy.form.adCount), '5');
    await user.click(within(dialog).getByRole('button', { name: adSpy.form.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toContain('POST /api/adspy/competitors {"name":"Loja Nova","adCount":5}');
    expect(await screen.findByText('Loja Nova')).toBeTruthy();
  });

  it("'Comparativo' opens with the three most active, and folds the days without counts into one row", async () => {
    const counts: Record<string, Array<number | null>> = {
      '1': [10, null, null, null, 12],
      '2': [null, null, null, null, 40],
      '3': [null, null, null, null, null],
      '4': [1, null, null, null, null],
    };
    const all = [...tracked, competitor('4', 'Delta Calçados', { activeAds: 1, source: 'manual' }, at)];
    serve({
      status: noToken,
      competitors: all,
      handlers: [
        (url) =>
          url.pathname === '/api/adspy/competitors/comparison'
            ? {
                body: comparisonSchema.parse({
                  days: 30,
                  dates: ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'],
                  series: url.searchParams
                    .get('ids')!
                    .split(',')
                    .map((id) => ({ id, name: all.find((item) => item.id === id)!.name, counts: counts[id]! })),
                }),
              }
            : undefined,
      ],
    });
    const user = renderPage('/adspy?aba=concorrentes&visao=comparativo');
    // The tab's module (with recharts) loads when the tab first shows.
    await screen.findByRole('checkbox', { name: 'Zeta Modas' }, { timeout: 15_000 });
    const checked = () =>
      screen
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.parentElement!.textContent);
    expect(checked()).toEqual(['Zeta Modas', 'Alfa Suplementos', 'Delta Calçados']);
    await waitFor(() => expect(requests).toContain('GET /api/adspy/competitors/comparison?ids=2,1,4&days=30'));
    await user.click(screen.getByRole('checkbox', { name: 'Delta Calçados' }));
    await user.click(screen.getByRole('checkbox', { name: 'Alfa Suplementos' }));
    expect(screen.getByText(adSpy.comparison.selectAtLeastTwo)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Alfa Suplementos' }));
    const region = await screen.findByRole('region', { name: adSpy.comparison.tableLabel });
    const rows = within(region)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DataZeta ModasAlfa Suplementos',
      '24/11/20261240',
      'Sem registros de 21/11 a 23/11',
      `20/11/202610${adSpy.comparison.noSnapshot}`,
    ]);
    expect(requests).toContain('GET /api/adspy/competitors/comparison?ids=1,2&days=30');
    await user.click(screen.getByRole('radio', { name: adSpy.comparison.daysLong_other.replace('{{count}}', '90') }));
    await waitFor(() => expect(requests).toContain('GET /api/adspy/competitors/comparison?ids=1,2&days=90'));
  });

  it("a card's trend line and its one refresh action, whose second option is the manual count", async () => {
    const trend = [...Array.from({ length: 27 }, () => null), 8, null, 12];
    serve({
      status: status(1),
      competitors: [competitor('1', 'Zeta Modas', { activeAds: 12, source: 'api' }, at, trend)],
      handlers: [
        (url, _body, method) =>
          method === 'POST' && url.pathname === '/api/adspy/competitors/1/refresh'
            ? { body: competitor('1', 'Zeta Modas', { activeAds: 13, source: 'api' }, at, trend) }
            : undefined,
      ],
    });
    const user = renderPage('/adspy?aba=concorrentes');
    const list = await screen.findByRole('list', { name: adSpy.competitors.listLabel });
    expect(within(list).getByText('Subiu de 8 para 12 nos últimos 30 dias')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /Atualizar contagem/ })).toBeNull();
    await user.click(within(list).getByRole('button', { name: /^Atualizar dados\s?de Zeta Modas$/ }));
    await waitFor(() =>
      expect(requests.some((request) => request.startsWith('POST /api/adspy/competitors/1/refresh'))).toBe(true),
    );
    const more = within(list).getByRole('button', { name: 'Mais opções de atualização de Zeta Modas' });
    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([adSpy.competitors.refresh, adSpy.refreshMenu.manual]);
    await user.click(within(menu).getByRole('menuitem', { name: adSpy.refreshMenu.manual }));
    expect(await screen.findByRole('dialog', { name: adSpy.form.updateTitle })).toBeTruthy();
  });
});
