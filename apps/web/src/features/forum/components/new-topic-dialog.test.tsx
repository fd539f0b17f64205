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

  it('keeps the title and the text in this browser until the topic is sent, and brings them back', async () => {
    const user = renderDialog();
    const d = features.forum.newTopicDialog;
    await user.type(screen.getByRole('textbox', { name: d.titleLabel }), 'Dúvida sobre tráfego');
    await user.type(screen.getByRole('textbox', { name: d.contentLabel }), 'Meu rascunho com ação');
    expect(JSON.parse(window.localStorage.getItem(NEW_TOPIC_DRAFT)!)).toMatchObject({
      title: 'Dúvida sobre tráfego',
      content: 'Meu rascunho com ação',
    });
    cleanup();
    renderDialog();
    expect((screen.getByRole('textbox', { name: d.titleLabel }) as HTMLInputElement).value).toBe(
      'Dúvida sobre tráfego',
    );
    expect((screen.getByRole('textbox', { name: d.contentLabel }) as HTMLTextAreaElement).value).toBe(
      'Meu rascunho com ação',
    );
  });

  it('reads a draft kept by the earlier version (the text alone) as the content', () => {
    window.localStorage.setItem(NEW_TOPIC_DRAFT, 'Texto antigo');
    renderDialog();
    const content = screen.getByRole('textbox', { name: features.forum.newTopicDialog.contentLabel });
    expect((content as HTMLTextAreaElement).value).toBe('Texto antigo');
  });

  it('forgets the draft once everything typed is erased', async () => {
    const user = renderDialog();
    const title = screen.getByRole('textbox', { name: features.forum.newTopicDialog.titleLabel });
    await user.type(title, 'Oi');
    expect(window.localStorage.getItem(NEW_TOPIC_DRAFT)).not.toBeNull();
    await user.clear(title);
    expect(window.localStorage.getItem(NEW_TOPIC_DRAFT)).toBeNull();
  });
});
