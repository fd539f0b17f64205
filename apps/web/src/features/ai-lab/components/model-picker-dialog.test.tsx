import type { AiAgent, AiPicker, AiPickerModel } from '@blivion/shared/ai';
import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCatalogueSections } from '@/lib/translations';
import { AgentDialog } from './agent-dialog';
import { ModelPickerDialog } from './model-picker-dialog';

// jsdom lacks what Radix's switch and select measure and scroll with.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  addCatalogueSections({ aiLab });
  globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const model = (id: string, name: string, extra: Partial<AiPickerModel> = {}): AiPickerModel => ({
  id,
  name,
  description: `Descrição de ${name}`,
  providerName: 'OpenAI',
  capabilities: ['text'],
  kind: 'llm',
  featured: false,
  beta: false,
  acceptsImages: false,
  priceInputPerMTok: 100,
  priceOutputPerMTok: 400,
  pricePerImage: 0,
  contextLimit: 128_000,
  maxOutputTokens: 4096,
  available: true,
  unavailableReason: null,
  ...extra,
});
const agent = (id: string, name: string, extra: Partial<AiAgent> = {}): AiAgent => ({
  id,
  scope: 'community',
  name,
  description: `Agente ${name}`,
  modelId: '1',
  modelName: 'GPT Teste',
  modelKind: 'llm',
  isPublic: true,
  featured: false,
  creatorName: 'Ana',
  mine: false,
  canEdit: false,
  canDelete: false,
  createdAt: '2026-11-24T05:00:00.000Z',
  available: true,
  unavailableReason: null,
  ...extra,
});
const PICKER: AiPicker = {
  models: [
    model('1', 'GPT Teste'),
    model('2', 'Claude Sem Chave', { available: false, unavailableReason: 'noKey' }),
    model('3', 'Destaque Novo', { featured: true }),
    model('4', 'Imagem Teste', { kind: 'image', capabilities: ['images'] }),
  ],
  agents: [
    agent('10', 'Redator'),
    agent('11', 'Meu Privado', { mine: true, isPublic: false }),
    agent('12', 'Mentor', { scope: 'academy', creatorName: null }),
  ],
  defaultRef: { type: 'model', id: '1' },
};

function renderWith(ui: React.ReactNode, answer: (path: string, init?: RequestInit) => Response) {
  const calls: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answer(path, init);
  });
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
  return calls;
}
/** The names of the entries a list offers, in order (each entry's button is its name). */
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("'Escolha um modelo de IA'", () => {
  it('lists text models (featured first), says why one is unavailable, and starts a chat with the one picked', async () => {
    const onPick = vi.fn();
    renderWith(
      <ModelPickerDialog
        busy={false}
        onPick={onPick}
        onCreateAgent={() => undefined}
        canCreateAcademy={false}
        onOpenChange={() => undefined}
      />,
      () => json(PICKER),
    );
    const list = await screen.findByRole('region', { name: aiLab.modelPicker.tabs.llms });
    await within(list).findAllByRole('button');
    expect(names(list)).toEqual(['Destaque Novo', 'GPT Teste']);
    expect(within(list).getByText('Claude Sem Chave')).toBeTruthy();
    expect(within(list).getByText(new RegExp(aiLab.models.unavailable.noKey))).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'GPT Teste' }));
    expect(onPick).toHaveBeenCalledWith({ type: 'model', id: '1' });
  });

  it('AGENTES holds the community (mine first), FLOW BLIVION the academy; image models have their tab', async () => {
    renderWith(
      <ModelPickerDialog
        busy={false}
        onPick={() => undefined}
        onCreateAgent={() => undefined}
        canCreateAcademy={false}
        onOpenChange={() => undefined}
      />,
      () => json(PICKER),
    );
    await screen.findByRole('button', { name: 'GPT Teste' });
    await userEvent.click(screen.getByRole('tab', { name: aiLab.modelPicker.tabs.agents }));
    const agents = screen.getByRole('region', { name: aiLab.modelPicker.tabs.agents });
    expect(names(agents)).toEqual(['Meu Privado', 'Redator']);
    await userEvent.click(screen.getByRole('tab', { name: aiLab.modelPicker.tabs.flow }));
    const flow = screen.getByRole('region', { name: aiLab.modelPicker.tabs.flow });
    expect(within(flow).getByRole('button', { name: 'Mentor' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: aiLab.modelPicker.tabs.image }));
    expect(
      within(screen.getByRole('region', { name: aiLab.modelPicker.tabs.image })).getByRole('button', {
        name: 'Imagem Teste',
      }),
    ).toBeTruthy();
  });
});

describe("'Criar Novo Agente'", () => {
  it("refuses empty fields with 'Por favor, preencha todos os campos', then creates a private community agent", async () => {
    const calls = renderWith(
      <AgentDialog initialScope="community" canCreateAcademy={false} onOpenChange={() => undefined} />,
      (path, init) => (init?.method === 'POST' ? json(agent('20', 'Novo'), 201) : json(PICKER)),
    );
    expect(screen.queryByRole('tab', { name: aiLab.agentDialog.tabs.academy })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: aiLab.agentDialog.submit }));
    expect((await screen.findAllByText(aiLab.agentDialog.requiredAll)).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.path === '/api/ai/agents')).toEqual([]);

    await userEvent.type(screen.getByLabelText(aiLab.agentDialog.name), 'Novo');
    await userEvent.type(screen.getByLabelText(aiLab.agentDialog.descriptionLabel), 'Escreve anúncios');
    await userEvent.type(screen.getByLabelText(aiLab.agentDialog.prompt), 'Você é um redator.');
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'GPT Teste' }));
    await userEvent.click(screen.getByRole('button', { name: aiLab.agentDialog.submit }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === '/api/ai/agents')?.body).toEqual({
        scope: 'community',
        name: 'Novo',
        description: 'Escreve anúncios',
        prompt: 'Você é um redator.',
        modelId: '1',
        isPublic: false,
      }),
    );
  });
});
