import type { AiConversationDetail, AiPicker, AiPickerModel, CreditsSummary } from '@blivion/shared/ai';
import { aiLab } from '@blivion/shared/i18n/pt-BR';
import type { MeResponse } from '@blivion/shared/me';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { ME_QUERY_KEY } from '@/lib/me';
import { addCatalogueSections } from '@/lib/translations';
import AiLabPage from './ai-lab-page';

beforeAll(() => {
  addCatalogueSections({ aiLab });
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof matchMedia;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MODEL: AiPickerModel = {
  ...{ id: '5', name: 'Modelo Teste', description: 'Um modelo', providerName: 'OpenAI', capabilities: ['text'] },
  ...{ kind: 'llm', featured: false, beta: false, acceptsImages: false, membersVisible: true },
  ...{ priceInputPerMTok: 150, priceOutputPerMTok: 600, pricePerImage: 0, contextLimit: 8000, maxOutputTokens: 100 },
  ...{ available: true, unavailableReason: null },
};
const PICKER: AiPicker = { models: [MODEL], agents: [], defaultRef: { type: 'model', id: '5' } };
const CREDITS: CreditsSummary = {
  ...{ balance: 19_896, held: 0, available: 19_896, month: '2026-11', spentThisMonth: 0, monthlyCap: null },
  allowance: { monthlyCredits: 0, grantedThisMonth: false },
};
/** The chat as the server stores it with its first message (decision 0116). */
const withFirst = (text: string): AiConversationDetail => ({
  conversation: {
    ...{ id: '9', title: text, folderId: null, target: { type: 'model', id: '5' }, modelName: 'Modelo Teste' },
    ...{ lastMessagePreview: text, lastMessageAt: '2026-11-24T05:00:00.000Z', messageCount: 2 },
    createdAt: '2026-11-24T05:00:00.000Z',
  },
  messages: {
    items: [
      {
        ...{ id: '31', role: 'user', text, status: 'complete', errorMessage: null, modelName: null },
        ...{ inputTokens: 0, outputTokens: 0, credits: 0, attachments: [], createdAt: '2026-11-24T05:00:00.000Z' },
      },
    ],
    olderCursor: null,
  },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stream = () =>
  new Response(
    ['start', 'finish'].map((type) => `data: ${JSON.stringify({ type })}\n\n`).join('') + 'data: [DONE]\n\n',
    {
      headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
    },
  );

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

/** The lab at /ai-lab, its server faked by `answer` (the picker, credits and lists answered here). */
function renderLab(answer: (method: string, path: string, body: unknown) => Response | null) {
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : null;
    requests.push({ method, path, body });
    const custom = answer(method, path, body);
    if (custom) return custom;
    if (path === '/api/ai/models') return json(PICKER);
    if (path === '/api/ai/credits') return json(CREDITS);
    if (path.startsWith('/api/ai/conversations?') || path === '/api/ai/conversations')
      return json({ items: [], nextCursor: null });
    if (path === '/api/ai/folders') return json({ items: [] });
    return json({ error: { code: 'NOT_FOUND', message: 'Não encontrado' } }, 404);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, {
    user: { role: 'premium' },
    permissions: { forum: true, courses: true, aiLab: true, adSpy: true },
  } as MeResponse);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/ai-lab']}>
        <Routes>
          <Route path="/ai-lab" element={<AiLabPage />} />
          <Route path="/ai-lab/c/:conversationId" element={<AiLabPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const posts = () => requests.filter((r) => r.method !== 'GET');
  return { requests, posts, user: userEvent.setup() };
}

describe('the AI lab opens on a message box', () => {
  it('shows the empty box, the model it goes to with its price, four ideas, and creates nothing until a message is sent', async () => {
    const { posts, user } = renderLab(() => null);
    const box = await screen.findByRole('textbox', { name: aiLab.chat.inputLabel });
    expect(box).toHaveProperty('value', '');
    expect(await screen.findByRole('button', { name: /Modelo Teste/ })).toBeTruthy();
    expect(screen.getByText('0,15 créditos por mil tokens enviados · 0,6 por mil tokens gerados')).toBeTruthy();
    const ideas = screen.getByRole('list', { name: aiLab.lab.newChat.suggestionsLabel });
    expect(within(ideas).getAllByRole('button')).toHaveLength(4);
    // One number format for credits: '19.896', as Brazilians write it.
    expect(await screen.findByText('Saldo: 19.896 créditos')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: aiLab.sidebar.newChat })[0]!);
    expect(posts()).toEqual([]);
    expect(screen.getByTestId('address').textContent).toBe('/ai-lab');
  });

  it('a tapped idea fills the box; sending stores the chat with the message and asks for its reply once', async () => {
    const detail = withFirst(aiLab.lab.newChat.suggestions.ads);
    const { posts, user } = renderLab((method, path) => {
      if (method === 'POST' && path === '/api/ai/conversations') return json(detail, 201);
      if (method === 'POST' && path === '/api/ai/conversations/9/messages') return stream();
      if (path === '/api/ai/conversations/9') return json(detail);
      return null;
    });
    const box = await screen.findByRole('textbox', { name: aiLab.chat.inputLabel });
    await user.click(screen.getByRole('button', { name: aiLab.lab.newChat.suggestions.ads }));
    expect(box).toHaveProperty('value', aiLab.lab.newChat.suggestions.ads);
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/ai-lab/c/9'));
    await waitFor(() =>
      expect(posts().map((r) => [r.path, r.body])).toEqual([
        [
          '/api/ai/conversations',
          { target: { type: 'model', id: '5' }, message: { text: aiLab.lab.newChat.suggestions.ads } },
        ],
        ['/api/ai/conversations/9/messages', { regenerate: true }],
      ]),
    );
  });

  it("a first reply refused keeps the member's message in the chat, says why and offers to ask again", async () => {
    let refuse = true;
    const detail = withFirst('Minha primeira pergunta');
    const { posts, user } = renderLab((method, path) => {
      if (method === 'POST' && path === '/api/ai/conversations') return json(detail, 201);
      if (method === 'POST' && path === '/api/ai/conversations/9/messages') {
        if (!refuse) return stream();
        refuse = false;
        return json({ error: { code: 'AI_REPLY_IN_PROGRESS', message: 'Aguarde.' } }, 409);
      }
      if (path === '/api/ai/conversations/9') return json(detail);
      return null;
    });
    const box = await screen.findByRole('textbox', { name: aiLab.chat.inputLabel });
    await user.type(box, 'Minha primeira pergunta{Enter}');
    await screen.findByRole('alert');
    expect(screen.getByTestId('address').textContent).toBe('/ai-lab/c/9');
    const log = screen.getByRole('region', { name: aiLab.lab.messages.label });
    expect(within(log).getByText('Minha primeira pergunta')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: aiLab.lab.messages.regenerate }));
    await waitFor(() =>
      expect(posts().map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /api/ai/conversations',
        'POST /api/ai/conversations/9/messages',
        'POST /api/ai/conversations/9/messages',
      ]),
    );
  });
});
