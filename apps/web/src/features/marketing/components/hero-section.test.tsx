import { landing } from '@blivion/shared/i18n/pt-BR';
import type { MeResponse } from '@blivion/shared/me';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { ME_QUERY_KEY } from '@/lib/me';
import { testMe } from '@/lib/me.test-support';
import { claimedNumber, worthShowing } from '../lib/counter-rule';
import { CtaSection } from './cta-section';
import { HeroSection } from './hero-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLanding(me: MeResponse | null, counters: { key: string; count: number }[]) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ counters }), { status: 200 }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(ME_QUERY_KEY, me);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HeroSection />
        <CtaSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const member = testMe({ user: { name: 'Ana' } });

describe('the landing’s counters', () => {
  it('reads the number a claim states, pt-BR thousands included', () => {
    expect(claimedNumber(landing.hero.claimCommunity)).toBe(10_000);
    expect(claimedNumber(landing.hero.claimCourses)).toBe(20);
    expect(claimedNumber('Comece grátis')).toBeNull();
  });

  it('shows a counter only at or above its minimum and its claim', () => {
    expect(worthShowing({ key: 'students', count: 37 }, landing.hero.claimCommunity)).toBe(false);
    expect(worthShowing({ key: 'students', count: 9_999 }, landing.hero.claimCommunity)).toBe(false);
    expect(worthShowing({ key: 'students', count: 12_345 }, landing.hero.claimCommunity)).toBe(true);
    expect(worthShowing({ key: 'premiumCourses', count: 6 }, landing.hero.claimCourses)).toBe(false);
    expect(worthShowing({ key: 'premiumCourses', count: 6 }, 'Cursos de marketing')).toBe(true);
    expect(worthShowing({ key: 'aiAgents', count: 2 }, undefined)).toBe(false);
    expect(worthShowing({ key: 'aiAgents', count: 3 }, undefined)).toBe(true);
  });

  it('never puts a smaller real count beside the claims', async () => {
    renderLanding(null, [
      { key: 'students', count: 37 },
      { key: 'premiumCourses', count: 4 },
      { key: 'aiAgents', count: 8 },
    ]);
    expect(await screen.findByText(landing.counters.aiAgents_other)).toBeTruthy();
    expect(screen.queryByText(landing.counters.students_other)).toBeNull();
    expect(screen.queryByText(landing.counters.premiumCourses_other)).toBeNull();
    expect(screen.getByText(landing.hero.claimCommunity)).toBeTruthy();
  });
});

describe('the landing’s buttons', () => {
  it('offer sign-up and sign-in to a visitor', () => {
    renderLanding(null, []);
    expect(screen.getAllByRole('link', { name: new RegExp(landing.hero.signUp) }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: landing.goToPlatform })).toBeNull();
  });

  it("offer a signed-in member 'Ir para a plataforma' instead", async () => {
    renderLanding(member, []);
    await waitFor(() => expect(screen.getAllByRole('link', { name: landing.goToPlatform })).toHaveLength(2));
    for (const link of screen.getAllByRole('link', { name: landing.goToPlatform })) {
      expect(link.getAttribute('href')).toBe('/dashboard');
    }
    expect(screen.queryByRole('link', { name: landing.hero.signUp })).toBeNull();
    expect(screen.queryByRole('link', { name: landing.cta.primary })).toBeNull();
    expect(screen.queryByRole('link', { name: landing.hero.signIn })).toBeNull();
  });
});

describe('the landing’s product picture', () => {
  it('shows the member’s screen on a phone, described, sized before it loads and loaded lazily', () => {
    renderLanding(null, []);
    const picture = screen.getByRole('img', { name: landing.hero.productAlt });
    expect(picture.getAttribute('src')).toMatch(/product-phone.*\.jpg$/);
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['390', '844']);
    expect(picture.getAttribute('loading')).toBe('lazy');
  });
});
