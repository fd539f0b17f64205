import { shell } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { ME_QUERY_KEY } from '@/lib/me';
import { testMe } from '@/lib/me.test-support';
import ProfilePage from './profile-page';

function renderProfile(courses: boolean) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ items: [] }), { status: 200 }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, testMe({ user: { id: 'membro/1' }, permissions: { courses } }));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile', () => {
  it('leads to the community profile (certificates, level) and to the lesson notes', () => {
    renderProfile(true);
    const shortcuts = screen.getByRole('navigation', { name: shell.profile.shortcuts });
    const community = within(shortcuts).getByRole('link', { name: new RegExp(shell.profile.communityProfile) });
    expect(community.getAttribute('href')).toBe('/forum/membros/membro%2F1');
    const notes = within(shortcuts).getByRole('link', { name: new RegExp(shell.profile.notes) });
    expect(notes.getAttribute('href')).toBe('/anotacoes');
  });

  it('offers no notes to a member without the courses', () => {
    renderProfile(false);
    const shortcuts = screen.getByRole('navigation', { name: shell.profile.shortcuts });
    expect(within(shortcuts).queryByRole('link', { name: new RegExp(shell.profile.notes) })).toBeNull();
  });
});
