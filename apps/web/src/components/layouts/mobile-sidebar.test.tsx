import { shell } from '@blivion/shared/i18n/pt-BR';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileSidebar } from './mobile-sidebar';
import { answerApi, member, renderInShell } from './shell.test-support';

beforeEach(() => answerApi());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// While the drawer is open, Radix hides the rest of the page from assistive technology.
const menuButton = () => screen.getByRole('button', { name: shell.sidebar.openMenu, hidden: true });

describe('MobileSidebar', () => {
  it('shows only the menu button until it is used', () => {
    renderInShell(<MobileSidebar me={member} />);
    expect(menuButton().getAttribute('aria-haspopup')).toBe('dialog');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the drawer from the keyboard, moves focus into it, and gives it back on Escape', async () => {
    const user = renderInShell(<MobileSidebar me={member} />);
    await user.tab();
    expect(document.activeElement).toBe(menuButton());
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: shell.sidebar.navigation });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    expect(screen.getByRole('button', { name: shell.sidebar.closeMenu })).toBeTruthy();
    expect(screen.getByRole('link', { name: shell.sidebar.settings })).toBeTruthy();
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the member follows a link, and opens again at the next click', async () => {
    const user = renderInShell(<MobileSidebar me={member} />);
    await user.click(menuButton());
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('link', { name: shell.sidebar.settings }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(menuButton());
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
