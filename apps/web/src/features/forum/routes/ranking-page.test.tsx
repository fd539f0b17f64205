import type { LeaderboardPage } from '@blivion/shared/forum';
import { features } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCatalogueSections } from '@/lib/translations';
import RankingPage from './ranking-page';

const l = features.community.leaderboard;
beforeAll(() => addCatalogueSections({ features }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (name: string, rank: number, score: number) => ({
  rank,
  userId: `id-${name}`,
  name,
  avatarUrl: null,
  topics: 1,
  comments: 0,
  likes: 0,
  lessons: 0,
  score,
  level: 1,
});

/** Answers each period with a leader of its own, and records the periods asked for. */
function renderPage(address: string) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (path: string) => {
    const period = new URL(path, 'http://x').searchParams.get('period')!;
    asked.push(period);
    const page: LeaderboardPage = {
      period: period as LeaderboardPage['period'],
      items: [entry(`Líder ${period}`, 1, 9)],
      nextCursor: null,
      me: period === '7d' ? entry('Eu Mesma', 14, 2) : null,
    };
    return new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <RankingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { asked, user: userEvent.setup() };
}

describe('the ranking page', () => {
  it('offers the last 7 and 30 days beside the month and all time, each read from its own period', async () => {
    const { asked, user } = renderPage('/forum/ranking');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([l.week, l.days30, l.month, l.all]);
    expect(await screen.findByText('Líder month')).toBeTruthy();
    expect(screen.queryByText(l.windowNote)).toBeNull();

    await user.click(screen.getByRole('tab', { name: l.week }));
    const list = await screen.findByRole('list', { name: `Ranking: ${l.week}` });
    expect(within(list).getByText('Líder 7d')).toBeTruthy();
    expect(screen.getByText('Sua posição: 14º')).toBeTruthy();
    expect(screen.getByText(l.windowNote)).toBeTruthy();
    expect(asked).toEqual(['month', '7d']);
  });

  it('opens on the period in the address', async () => {
    const { asked } = renderPage('/forum/ranking?periodo=30d');
    expect(screen.getByRole('tab', { name: l.days30 }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Líder 30d')).toBeTruthy();
    expect(asked).toEqual(['30d']);
  });
});
