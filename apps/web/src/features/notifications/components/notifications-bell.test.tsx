import { shell } from '@blivion/shared/i18n/pt-BR';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderInShell } from '@/components/layouts/shell.test-support';
import { NotificationsBell } from './notifications-bell';

beforeEach(() =>
  answerApi({
    '/api/notifications/unread-count': { unreadCount: 0 },
    '/api/notifications': { items: [], nextCursor: null, unreadCount: 0 },
  }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// While the list is open, Radix hides the rest of the page from assistive technology.
const bell = () => screen.getByRole('button', { name: shell.topBar.notifications, hidden: true });

describe('NotificationsBell', () => {
  it('opens the list from the keyboard at the first use, and gives focus back to the bell on Escape', async () => {
    const user = renderInShell(<NotificationsBell />);
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(bell());
    await user.keyboard('{Enter}');
    // The list's code loads at the first use (a lazy chunk): slower on a loaded machine.
    const list = await screen.findByRole('dialog', { name: shell.topBar.notificationsTitle }, { timeout: 10_000 });
    await waitFor(() => expect(list.contains(document.activeElement)).toBe(true));
    expect(await screen.findByText(shell.topBar.noNotifications)).toBeTruthy();
    expect(bell().getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(bell());
  });
});
