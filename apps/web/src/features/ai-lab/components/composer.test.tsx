import type { AiConversationSummary, AiPicker, AiPickerModel } from '@blivion/shared/ai';
import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { addCatalogueSections } from '@/lib/translations';
import { COMPOSER_MAX_HEIGHT, Composer } from './composer';
import { ConversationRow } from './conversation-row';

beforeAll(() => addCatalogueSections({ aiLab }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MODEL: AiPickerModel = {
  ...{ id: '5', name: 'Modelo Teste', description: 'Um modelo', providerName: 'OpenAI', capabilities: ['text'] },
  ...{ kind: 'llm', featured: false, beta: false, acceptsImages: false, membersVisible: true },
  ...{ priceInputPerMTok: 0, priceOutputPerMTok: 0, pricePerImage: 0, contextLimit: 8000, maxOutputTokens: 100 },
  ...{ available: true, unavailableReason: null },
};
const PICKER: AiPicker = { models: [MODEL], agents: [], defaultRef: { type: 'model', id: '5' } };

function renderComposer() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input) === '/api/ai/models'
      ? new Response(JSON.stringify(PICKER))
      : new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: '' } }), { status: 404 }),
  );
  const onSend = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Composer target={{ type: 'model', id: '5' }} busy={false} returned={null} onSend={onSend} />
    </QueryClientProvider>,
  );
  return { onSend, box: screen.getByRole('textbox', { name: aiLab.chat.inputLabel }) as HTMLTextAreaElement };
}

describe('the composer', () => {
  it('grows with its text up to its maximum, then scrolls', () => {
    const { box } = renderComposer();
    let contentHeight = 40;
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => contentHeight });
    fireEvent.change(box, { target: { value: 'uma linha' } });
    expect(box.style.height).toBe('40px');
    expect(box.style.overflowY).toBe('hidden');
    contentHeight = 160;
    fireEvent.change(box, { target: { value: 'várias\nlinhas\nde\ntexto' } });
    expect(box.style.height).toBe('160px');
    contentHeight = 900;
    fireEvent.change(box, { target: { value: 'um texto muito longo\n'.repeat(40) } });
    expect(box.style.height).toBe(`${COMPOSER_MAX_HEIGHT}px`);
    expect(box.style.overflowY).toBe('auto');
  });

  it('keeps the attachment limits behind the paperclip, opened by keyboard too', async () => {
    renderComposer();
    expect(screen.queryByText(/PDFs até/)).toBeNull();
    const clip = screen.getByRole('button', { name: aiLab.chat.attach });
    clip.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(/PDFs até 10 MB/)).toBeTruthy();
    expect(screen.getByRole('button', { name: aiLab.lab.composer.chooseFiles })).toBeTruthy();
  });

  it('Enter sends the trimmed text; Shift+Enter breaks the line', async () => {
    const { box, onSend } = renderComposer();
    await userEvent.type(box, '  Olá{Shift>}{Enter}{/Shift}mundo  {Enter}');
    expect(onSend).toHaveBeenCalledWith({ text: 'Olá\nmundo', attachments: [] });
  });
});

describe('a chat in the sidebar', () => {
  it('shows its last words as plain text, without Markdown marks', () => {
    const conversation: AiConversationSummary = {
      ...{ id: '1', title: 'Plano', folderId: null, target: { type: 'model', id: '5' }, modelName: 'Modelo Teste' },
      ...{ lastMessagePreview: '## Dia 1\n- **Aquecimento** com `stories`', messageCount: 3 },
      ...{ lastMessageAt: '2026-11-24T05:00:00.000Z', createdAt: '2026-11-24T05:00:00.000Z' },
    };
    const actions = { rename: vi.fn(), move: vi.fn(), remove: vi.fn() };
    render(
      <MemoryRouter>
        <ul>
          <ConversationRow conversation={conversation} folders={[]} search="" actions={actions} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText('Dia 1 Aquecimento com stories')).toBeTruthy();
    expect(screen.queryByText(/\*\*|##|`/)).toBeNull();
  });
});
