import { shell } from '@blivion/shared/i18n/pt-BR';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentCommitted } from '@/lib/hydration';
import { AppSidebar } from './app-sidebar';
import { answerApi, member, renderInShell } from './shell.test-support';

beforeEach(() => answerApi());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settingsLink = () => screen.getByRole('link', { name: shell.sidebar.settings });
const collapsed = <AppSidebar me={member} open={false} onOpenChange={() => undefined} />;

describe('the collapsed sidebar’s tooltips', () => {
  it('keep focus on the link that loaded them and show its label on keyboard focus', async () => {
    const user = renderInShell(collapsed);
    expect(screen.queryByRole('tooltip')).toBeNull();
    settingsLink().focus();
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 5000 });
    expect(tooltip.textContent).toBe(shell.sidebar.settings);
    expect(document.activeElement).toBe(settingsLink());

    await user.tab();
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe(shell.sidebar.signOut));
  });

  it('show the label of the link hovered first, then of the next one', async () => {
    const user = renderInShell(collapsed);
    await user.hover(settingsLink());
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 5000 });
    expect(tooltip.textContent).toBe(shell.sidebar.settings);
    await user.hover(screen.getByRole('link', { name: shell.sidebar.signOut }));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe(shell.sidebar.signOut));
  });

  it('are not there while the sidebar is open', async () => {
    const user = renderInShell(<AppSidebar me={member} open onOpenChange={() => undefined} />);
    await user.hover(settingsLink());
    settingsLink().focus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  // Last: once the page has committed, it stays so for the tests of this file.
  it('load once the page is idle, before any pointer or focus', async () => {
    render(<ContentCommitted />);
    const user = renderInShell(collapsed);
    await waitFor(() => expect(settingsLink().getAttribute('data-state')).toBe('closed'), { timeout: 5000 });
    await user.hover(settingsLink());
    expect((await screen.findByRole('tooltip', {}, { timeout: 5000 })).textContent).toBe(shell.sidebar.settings);
  });
});
