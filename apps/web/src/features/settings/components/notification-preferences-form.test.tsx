import { DEFAULT_NOTIFICATION_PREFERENCES, notificationPreferencesSchema } from '@blivion/shared/notifications';
import { features } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { NotificationPreferencesCard } from './notification-preferences-form';

const texts = features.notificationPreferences;

// jsdom lacks what Radix's switch measures.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
});
const sent: unknown[] = [];

/** The API as the server answers: GET the stored choices, PUT them back as stored (checked by the shared schema). */
function serve(stored = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES)) {
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    expect(path).toBe('/api/notifications/preferences');
    if (init.method === 'PUT') {
      const body = notificationPreferencesSchema.parse(JSON.parse(String(init.body)));
      sent.push(body);
      stored = body;
    }
    return new Response(JSON.stringify(stored), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NotificationPreferencesCard />
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('NotificationPreferencesCard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sent.length = 0;
  });

  it('shows the stored choices and sends every kind with the changed ones', async () => {
    serve();
    const user = renderCard();
    const likesByMail = await screen.findByRole('switch', { name: 'Curtidas: por e-mail' });
    const repliesInApp = screen.getByRole('switch', { name: 'Respostas aos meus tópicos: no app' });
    const digest = screen.getByRole('switch', { name: texts.digestLabel });
    expect(likesByMail.getAttribute('aria-checked')).toBe('false');
    expect(repliesInApp.getAttribute('aria-checked')).toBe('true');
    expect(digest.getAttribute('aria-checked')).toBe('false');
    expect(screen.getAllByRole('switch')).toHaveLength(13);

    await user.click(likesByMail);
    await user.click(repliesInApp);
    await user.click(digest);
    await user.click(screen.getByRole('button', { name: texts.save }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      kinds: {
        ...DEFAULT_NOTIFICATION_PREFERENCES.kinds,
        likes: { inApp: true, email: true },
        replies: { inApp: false, email: true },
      },
      weeklyDigest: true,
    });
    expect(screen.getByRole('switch', { name: 'Curtidas: por e-mail' }).getAttribute('aria-checked')).toBe('true');
  });

  it('says so when the choices cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toBe(texts.loadError);
  });
});
