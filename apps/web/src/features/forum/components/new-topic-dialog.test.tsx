import { features } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { addCatalogueSections } from '@/lib/translations';
import { NEW_TOPIC_DRAFT } from '../lib/drafts';
import NewTopicDialog from './new-topic-dialog';

const c = features.community.composer;
// jsdom lacks what Radix's select measures.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  addCatalogueSections({ features });
  globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderDialog() {
  vi.stubGlobal('fetch', async (path: string) => {
    const body = path.includes('posting-wait')
      ? { nextTopicInSeconds: 0 }
      : { items: [{ id: '1', name: 'Geral', slug: 'geral', description: null, topicCount: 0 }] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <NewTopicDialog onOpenChange={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("'Novo Tópico' with the composer", () => {
  it('offers the toolbar, the preview and the image button, and formats the text', async () => {
    const user = renderDialog();
    const toolbar = screen.getByRole('toolbar', { name: c.toolbarLabel });
    for (const name of [c.bold, c.italic, c.list, c.link, c.quote, c.code, c.emoji, c.image]) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`) ?? screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: c.preview })).toBeTruthy();
    const content = screen.getByRole('textbox', { name: features.forum.newTopicDialog.contentLabel });
    await user.click(content);
    await user.click(screen.getByRole('button', { name: c.bold }));
    expect((content as HTMLTextAreaElement).value).toMatch(/\*\*.*\*\*/);
  });

  it('keeps the text in this browser until the topic is sent, and brings it back', async () => {
    const user = renderDialog();
    await user.type(screen.getByRole('textbox', { name: features.forum.newTopicDialog.contentLabel }), 'Meu rascunho');
    expect(window.localStorage.getItem(NEW_TOPIC_DRAFT)).toBe('Meu rascunho');
    cleanup();
    renderDialog();
    const again = screen.getByRole('textbox', { name: features.forum.newTopicDialog.contentLabel });
    expect((again as HTMLTextAreaElement).value).toBe('Meu rascunho');
  });
});
