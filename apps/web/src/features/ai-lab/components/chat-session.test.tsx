import type { AiConversationDetail, AiPicker, CreditsSummary } from '@blivion/shared/ai';
import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCatalogueSections } from '@/lib/translations';
import { ChatSession } from './chat-session';

beforeAll(() => addCatalogueSections({ aiLab }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MODEL = {
  id: '5',
  name: 'Modelo Teste',
  description: 'Um modelo',
  providerName: 'OpenAI',
  capabilities: ['text' as const],
  kind: 'llm' as const,
  featured: false,
  beta: false,
  acceptsImages: false,
  priceInputPerMTok: 1_000_000,
  priceOutputPerMTok: 1_000_000,
  pricePerImage: 0,
  contextLimit: 8000,
  maxOutputTokens: 100,
  membersVisible: true,
  available: true,
  unavailableReason: null,
};
const PICKER: AiPicker = { models: [MODEL], agents: [], defaultRef: { type: 'model', id: '5' } };
const credits = (available: number): CreditsSummary => ({
  balance: available,
  held: 0,
  available,
  month: '2026-11',
  spentThisMonth: 0,
  monthlyCap: null,
  allowance: { monthlyCredits: 0, grantedThisMonth: false },
});
const DETAIL: AiConversationDetail = {
  conversation: {
    id: '9',
    title: '',
    folderId: null,
    target: { type: 'model', id: '5' },
    modelName: 'Modelo Teste',
    lastMessagePreview: '',
    lastMessageAt: '2026-11-24T05:00:00.000Z',
    messageCount: 1,
    createdAt: '2026-11-24T05:00:00.000Z',
  },
  messages: {
    items: [
      {
        id: '30',
        role: 'assistant',
        text: 'Olá! Sou o Modelo Teste.',
        status: 'complete',
        errorMessage: null,
        modelName: null,
        inputTokens: 0,
        outputTokens: 0,
        credits: 0,
        attachments: [],
        createdAt: '2026-11-24T05:00:00.000Z',
      },
    ],
    olderCursor: null,
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The AI SDK's UI message stream, as the server's endpoint writes it (server-sent events). */
function uiStream(chunks: object[]): Response {
  const text = [...chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`), 'data: [DONE]\n\n'].join('');
  return new Response(text, {
    status: 200,
    headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
  });
}

function renderChat(available: number, stream: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/ai/models') return json(PICKER);
    if (path === '/api/ai/credits') return json(credits(available));
    if (path === '/api/ai/conversations/9') return json(DETAIL);
    if (path === '/api/ai/conversations/9/messages' && init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      return stream();
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Não encontrado' } }, 404);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChatSession detail={DETAIL} />
    </QueryClientProvider>,
  );
  return sent;
}

describe('a chat', () => {
  it('sends only the new message and shows the streamed reply as Markdown, then its outcome', async () => {
    const sent = renderChat(500, () =>
      uiStream([
        { type: 'start', messageId: 'r1', messageMetadata: { conversationId: '7' } },
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'Resposta **forte**' },
        // The server stores the member's message once the first token is out, and says its id then.
        { type: 'message-metadata', messageMetadata: { userMessageId: '31' } },
        { type: 'text-end', id: 't' },
        { type: 'message-metadata', messageMetadata: { assistantMessageId: '32', status: 'complete', credits: 3 } },
        { type: 'finish' },
      ]),
    );
    const box = await screen.findByRole('textbox', { name: aiLab.chat.inputLabel });
    await waitFor(() => expect(screen.getByText('Saldo: 500 créditos')).toBeTruthy());
    await userEvent.type(box, 'Qual é a pergunta?{Enter}');

    expect((await screen.findByText('forte')).tagName).toBe('STRONG');
    expect(sent).toEqual([{ text: 'Qual é a pergunta?' }]);
    expect(await screen.findByText('3 créditos')).toBeTruthy();
    // The member's message took the server's id: it can be edited and resent now.
    expect(await screen.findByRole('button', { name: aiLab.lab.messages.edit })).toBeTruthy();
    expect(screen.getByRole('button', { name: aiLab.lab.messages.regenerate })).toBeTruthy();
  });

  it('says so before sending when the balance cannot cover the reply, and sends nothing', async () => {
    const sent = renderChat(50, () => uiStream([]));
    const box = await screen.findByRole('textbox', { name: aiLab.chat.inputLabel });
    expect(await screen.findByText(aiLab.chat.noCredits)).toBeTruthy();
    await userEvent.type(box, 'Oi{Enter}');
    expect(screen.getByRole('button', { name: aiLab.chat.send })).toHaveProperty('disabled', true);
    expect(sent).toEqual([]);
  });

  it("shows the provider's error from the stream and keeps the conversation", async () => {
    renderChat(500, () =>
      uiStream([
        { type: 'start', messageId: 'r1', messageMetadata: { userMessageId: '31' } },
        { type: 'error', errorText: 'O provedor recusou a chave de API deste modelo.' },
      ]),
    );
    const box = await screen.findByRole('textbox', { name: aiLab.chat.inputLabel });
    await waitFor(() => expect(screen.getByText('Saldo: 500 créditos')).toBeTruthy());
    await userEvent.type(box, 'Oi{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('O provedor recusou a chave');
    expect(screen.getByText('Olá! Sou o Modelo Teste.')).toBeTruthy();
    expect(screen.getByText('Oi')).toBeTruthy();
  });

  it('a refusal before the reply (402) puts the message back in the box and says why', async () => {
    renderChat(500, () =>
      json({ error: { code: 'AI_INSUFFICIENT_CREDITS', message: 'Créditos insuficientes.' } }, 402),
    );
    const box = await screen.findByRole('textbox', { name: aiLab.chat.inputLabel });
    await waitFor(() => expect(screen.getByText('Saldo: 500 créditos')).toBeTruthy());
    await userEvent.type(box, 'Mensagem recusada{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(aiLab.errors.AI_INSUFFICIENT_CREDITS);
    await waitFor(() => expect(box).toHaveProperty('value', 'Mensagem recusada'));
    expect(screen.queryByText('Mensagem recusada', { selector: 'div' })).toBeNull();
  });
});
