// Test support for the AdSpy page tests: the page in a router with a signed-in member, and the
// AdSpy API answered in memory (every request recorded) as the server answers it.
import type { MeResponse } from '@blivion/shared/me';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { ME_QUERY_KEY } from '@/lib/me';
import {
  adSpyStatusSchema,
  competitorSchema,
  libraryAdSchema,
  libraryPageSchema,
  type AdSpyStatus,
  type Competitor,
  type CompetitorFigures,
  type LibraryAd,
  type LibraryPage,
} from '@blivion/shared/adspy';
import AdSpyPage from './adspy-page';

export const requests: string[] = [];

type Handler = (url: URL, body: unknown, method: string) => { status?: number; body: unknown } | undefined;

export interface FakeApi {
  status: AdSpyStatus;
  competitors: Competitor[];
  handlers?: Handler[];
}

export function competitor(
  id: string,
  name: string,
  figures: Partial<CompetitorFigures> = {},
  lastActivityAt: string | null = null,
  trend: Array<number | null> = Array.from({ length: 30 }, () => null),
): Competitor {
  return competitorSchema.parse({
    id,
    name,
    industry: 'Não categorizado',
    adLibraryUrl: null,
    pageId: null,
    notes: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    lastActivityAt,
    figures: {
      activeAds: null,
      day: null,
      source: null,
      yesterdayAds: null,
      dailyVariation: null,
      dailyGrowth: null,
      weeklyChange: null,
      monthlyGrowth: null,
      ...figures,
    },
    lastError: null,
    trend,
  });
}

export function ad(id: string, pageName: string, body: string): LibraryAd {
  return libraryAdSchema.parse({
    id,
    pageId: `9${id}`,
    pageName,
    pagePictureUrl: `https://graph.facebook.com/v24.0/9${id}/picture?type=normal`,
    bodies: [body],
    titles: [],
    descriptions: [],
    libraryUrl: `https://www.facebook.com/ads/library/?id=${id}`,
    startDate: '2026-11-01',
    stopDate: null,
    platforms: ['facebook', 'instagram'],
    languages: ['pt'],
    euReach: null,
  });
}

export function libraryPage(ads: LibraryAd[], nextCursor: string | null): LibraryPage {
  return libraryPageSchema.parse({
    ads,
    nextCursor,
    fetchedAt: '2026-11-24T09:00:00.000Z',
    fromCache: false,
    cacheTtlSeconds: 600,
  });
}

/** GET /api/adspy/status with `tokens` tokens (all usable), the first in use when `staff`. */
export function status(tokens: number, staff = false): AdSpyStatus {
  return adSpyStatusSchema.parse({
    tokenCount: tokens,
    usableTokenCount: tokens,
    canFetch: tokens > 0,
    currentToken: staff && tokens > 0 ? { position: 1, total: tokens } : null,
    cacheTtlSeconds: 600,
    coverage: { commercialAdsEuOnly: true, brazilOnlyPoliticalOnly: true },
  });
}

export function serve(api: FakeApi) {
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    requests.push(`${method} ${path}${init.body ? ` ${String(init.body)}` : ''}`);
    const url = new URL(path, 'http://localhost');
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    const json = (payload: unknown, status = 200) =>
      status === 204
        ? new Response(null, { status })
        : new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    for (const handler of api.handlers ?? []) {
      const answer = handler(url, body, method);
      if (answer) return json(answer.body, answer.status);
    }
    if (method === 'GET' && url.pathname === '/api/adspy/status') return json(api.status);
    if (method === 'GET' && url.pathname === '/api/adspy/competitors') return json({ items: api.competitors });
    return json({ error: { code: 'NOT_FOUND', message: 'Não encontrado.' } }, 404);
  });
}

export function renderPage(address: string, role: 'premium' | 'admin' = 'premium', adSpyEnabled = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, {
    user: { id: '1', name: 'Ana', role },
    permissions: { forum: true, courses: true, aiLab: true, adSpy: true },
    features: { adSpyEnabled },
  } as unknown as MeResponse);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/adspy" element={<AdSpyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}
