import type { MeResponse } from '@blivion/shared/me';
import { features } from '@blivion/shared/i18n/pt-BR';
import { siteSearchResultSchema } from '@blivion/shared/search';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { ME_QUERY_KEY } from '@/lib/me';
import { SiteSearch } from './site-search';

const texts = features.search;
const asked: string[] = [];

/** GET /api/search answers with results checked against the shared response schema. */
function answer(byQuery: Record<string, unknown>) {
  vi.stubGlobal('fetch', async (path: string) => {
    const url = new URL(path, 'http://localhost');
    expect(url.pathname).toBe('/api/search');
    const q = url.searchParams.get('q') ?? '';
    asked.push(q);
    const body = siteSearchResultSchema.parse(byQuery[q] ?? { courses: [], lessons: [], topics: [] });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

const hit = (id: string, title: string, link: string, detail: string | null = null) => ({ id, title, detail, link });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderSearch() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, {
    permissions: { forum: true, courses: true, aiLab: false, adSpy: false },
  } as MeResponse);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <SiteSearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('SiteSearch', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    asked.length = 0;
  });

  it('lists the results grouped by kind and opens one by keyboard', async () => {
    answer({
      promo: {
        courses: [hit('1', 'Promoções que vendem', '/courses/1', 'Marketing')],
        lessons: [hit('7', 'Aula de promoção', '/courses/1/lessons/7', 'Promoções que vendem')],
        topics: [hit('3', 'Promoção de verão', '/forum/3', 'Geral'), hit('4', 'Promo relâmpago', '/forum/4')],
      },
    });
    const user = renderSearch();
    const box = screen.getByRole('combobox', { name: texts.label });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // Pasted at once: typed letter by letter on a busy machine, each pause could send its own search.
    await user.click(box);
    await user.paste('promo');

    const list = await screen.findByRole('listbox', { name: texts.resultsLabel }, { timeout: 5000 });
    const groups = await within(list).findAllByRole('group', {}, { timeout: 5000 });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const groupNames = groups.map(
      (group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
    );
    expect(groupNames).toEqual([texts.groups.courses, texts.groups.lessons, texts.groups.topics]);
    expect(within(groups[2]!).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toContain('4 resultados');
    expect(asked).toEqual(['promo']);

    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Promoções que vendemMarketing',
      'Aula de promoçãoPromoções que vendem',
      'Promoção de verãoGeral',
      'Promo relâmpago',
      'Buscar “promo” no fórum',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[4]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('where').textContent).toContain('/courses/1/lessons/7');
    expect((box as HTMLInputElement).value).toBe('');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when nothing matches, opens the forum search on Enter, and closes on Escape', async () => {
    answer({});
    const user = renderSearch();
    const box = screen.getByRole('combobox', { name: texts.label });
    await user.click(box);
    await user.paste('xyz');
    expect(await screen.findAllByText('Nenhum resultado para “xyz”.', {}, { timeout: 5000 })).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('xyz');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toContain('/forum?q=xyz');
  });
});
