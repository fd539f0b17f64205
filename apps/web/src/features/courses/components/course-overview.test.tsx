import { courses } from '@blivion/shared/i18n/pt-BR';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderInShell } from '@/components/layouts/shell.test-support';
import { addCatalogueSections } from '@/lib/translations';
import { cataloguePath } from '../api/list-courses';
import { CourseOverview } from './course-overview';

beforeAll(() => addCatalogueSections({ courses }));
beforeEach(() => answerApi({ [cataloguePath('')]: { items: [], nextCursor: null } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// While the panel is open, Radix hides the rest of the page from assistive technology.
const settingsButton = () => screen.getByRole('button', { name: courses.layout.open, hidden: true });

describe('the catalogue’s layout settings', () => {
  it('open at the first click (the panel loads with it) and take the keyboard to their tabs', async () => {
    const user = renderInShell(<CourseOverview search="" onSearch={() => undefined} />, '/courses');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(settingsButton());
    const panel = await screen.findByRole('dialog', { name: courses.layout.title });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    expect(screen.getByRole('tab', { name: courses.layout.tabs.carousel }).getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
