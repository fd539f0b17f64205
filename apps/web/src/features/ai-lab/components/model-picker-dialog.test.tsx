import type { AiAgent, AiPicker, AiPickerModel } from '@blivion/shared/ai';
import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
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
  membersVisible: true,
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
        onEditAgent={() => undefined}
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
        onEditAgent={() => undefined}
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

async function seriousViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('a member’s own agents', () => {
  const mineEditable = {
    ...PICKER,
    agents: PICKER.agents.map((a) => (a.id === '11' ? { ...a, canEdit: true, canDelete: true } : a)),
  };

  it("'Editar' and 'Excluir' only on agents the member may change; deleting asks first, then calls the server", async () => {
    const onEditAgent = vi.fn();
    const calls = renderWith(
      <ModelPickerDialog
        busy={false}
        onPick={() => undefined}
        onCreateAgent={() => undefined}
        onEditAgent={onEditAgent}
        canCreateAcademy={false}
        onOpenChange={() => undefined}
      />,
      (path, init) => (init?.method === 'DELETE' ? json({ ok: true }) : json(mineEditable)),
    );
    await screen.findByRole('button', { name: 'GPT Teste' });
    await userEvent.click(screen.getByRole('tab', { name: aiLab.modelPicker.tabs.agents }));
    const list = screen.getByRole('region', { name: aiLab.modelPicker.tabs.agents });
    expect(within(list).queryByRole('button', { name: 'Editar Redator' })).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Excluir Redator' })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Editar Meu Privado' }));
    expect(onEditAgent).toHaveBeenCalledWith({ id: '11', scope: 'community' });

    await userEvent.click(within(list).getByRole('button', { name: 'Excluir Meu Privado' }));
    const confirm = await screen.findByRole('alertdialog', { name: aiLab.lab.agent.deleteTitle });
    expect(within(confirm).getByText(/Meu Privado/)).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    expect(calls.some((call) => call.path === '/api/ai/agents/11')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: aiLab.lab.agent.deleteAction }));
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/ai/agents/11'));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("'Editar Agente' is prefilled from the server (prompt included) and saves the changes with PATCH", async () => {
    const detail = {
      ...agent('11', 'Meu Privado', { mine: true, isPublic: false, canEdit: true }),
      prompt: 'Seja breve.',
    };
    const sent: Array<{ method: string; path: string; body: unknown }> = [];
    renderWith(
      <AgentDialog initialScope="community" agentId="11" canCreateAcademy={false} onOpenChange={() => undefined} />,
      (path, init) => {
        sent.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : null });
        if (path === '/api/ai/agents/11')
          return json(init?.method === 'PATCH' ? { ...detail, name: 'Renomeado' } : detail);
        return json(PICKER);
      },
    );
    expect(await screen.findByRole('dialog', { name: aiLab.lab.agent.editTitle })).toBeTruthy();
    const name = await screen.findByLabelText(aiLab.agentDialog.name);
    expect((name as HTMLInputElement).value).toBe('Meu Privado');
    expect((screen.getByLabelText(aiLab.agentDialog.prompt) as HTMLTextAreaElement).value).toBe('Seja breve.');
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.clear(name);
    await userEvent.type(name, 'Renomeado');
    await userEvent.click(screen.getByRole('button', { name: aiLab.lab.agent.save }));
    await vi.waitFor(() =>
      expect(sent.find((call) => call.method === 'PATCH')).toEqual({
        method: 'PATCH',
        path: '/api/ai/agents/11',
        body: {
          name: 'Renomeado',
          description: 'Agente Meu Privado',
          prompt: 'Seja breve.',
          modelId: '1',
          isPublic: false,
        },
      }),
    );
  });
});
