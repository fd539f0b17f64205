import type { AdminAiModel, AiAgent, AiProvider } from '@blivion/shared/ai';
import { aiLab } from '@blivion/shared/i18n/pt-BR';
import type { MeResponse } from '@blivion/shared/me';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/catalogue/all-sections';
import { ME_QUERY_KEY } from '@/lib/me';
import AdminSettingsPage from './admin-settings-page';

const provider: AiProvider = {
  id: '1',
  kind: 'openai',
  name: 'OpenAI',
  baseUrl: null,
  hasKey: true,
  keyLastFour: 'W9xZ',
  keyStatus: 'failing',
  keyFailure: 'invalidKey',
  keyCheckedAt: '2026-11-24T06:00:00.000Z',
  modelCount: 1,
};
const model: AdminAiModel = {
  id: '7',
  name: 'GPT-4o mini',
  description: 'Rápido',
  providerName: 'OpenAI',
  capabilities: ['text'],
  kind: 'llm',
  featured: true,
  beta: false,
  acceptsImages: true,
  priceInputPerMTok: 150,
  priceOutputPerMTok: 600,
  pricePerImage: 0,
  contextLimit: 128_000,
  maxOutputTokens: 16_384,
  membersVisible: true,
  available: false,
  unavailableReason: 'keyFailing',
  providerId: '1',
  providerKind: 'openai',
  providerModelId: 'gpt-4o-mini',
  deletable: false,
  position: 1,
};
const agent: AiAgent = {
  id: '3',
  scope: 'academy',
  name: 'Tutor de Copy',
  description: 'Da academia',
  modelId: '7',
  modelName: 'GPT-4o mini',
  modelKind: 'llm',
  isPublic: true,
  featured: false,
  creatorName: null,
  mine: false,
  canEdit: true,
  canDelete: true,
  createdAt: '2026-11-24T06:00:00.000Z',
  available: false,
  unavailableReason: 'keyFailing',
};

const sent: Array<{ method: string; path: string; body: unknown }> = [];

// jsdom lacks what Radix's switch measures (the agent dialog has one).
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : null;
    sent.push({ method, path, body });
    const answer = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
    if (path === '/api/admin/ai/providers') return answer({ providers: [provider] });
    if (path === '/api/admin/ai/models') return answer({ models: [model] });
    if (path === '/api/ai/agents') return answer({ agents: [agent] });
    if (path === '/api/admin/ai/models/7') return answer({ ...model, membersVisible: false });
    if (path === '/api/ai/agents/3') return answer({ ...agent, prompt: 'Ensine.' });
    if (path === '/api/ai/models') return answer({ models: [model], agents: [agent], defaultRef: null });
    if (path === '/api/admin/ai/providers/1/key')
      return answer({ ...provider, keyLastFour: '1234', keyStatus: 'untested' });
    if (path === '/api/admin/ai/providers/1/test')
      return answer({ ...provider, keyStatus: 'working', keyFailure: null });
    return new Response(JSON.stringify({ error: { code: 'ROUTE_NOT_FOUND', message: '' } }), { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sent.length = 0;
});

function renderPage({ aiLab: hasLab = true }: { aiLab?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, {
    user: { role: 'admin' },
    permissions: { forum: true, courses: true, aiLab: hasLab, adSpy: true },
  } as MeResponse);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), container: view.container };
}

async function seriousViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe("'Configurações de IA' (admin)", () => {
  it('shows each provider by its key’s last four and status, saves a new key and tests the connection', async () => {
    const { user, container } = renderPage();
    expect(await screen.findByRole('heading', { name: aiLab.settings.title, level: 1 })).toBeTruthy();
    // A compact list: the row says the state; the key and its actions open in a dialog.
    const row = await screen.findByRole('button', { name: /OpenAI.*Chave com falha/ });
    expect(screen.queryByText('Chave terminada em W9xZ')).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(row);
    const editor = await screen.findByRole('dialog', { name: 'OpenAI' });
    expect(within(editor).getByText('Chave terminada em W9xZ')).toBeTruthy();
    expect(within(editor).getByText(aiLab.models.failure.invalidKey)).toBeTruthy();
    expect(await seriousViolations(container.ownerDocument.body)).toEqual([]);

    const keyField = within(editor).getByLabelText(`${aiLab.settings.apiKey} (OpenAI)`);
    expect(keyField.getAttribute('type')).toBe('password');
    await user.type(keyField, 'sk-nova-1234');
    await user.click(within(editor).getByRole('button', { name: aiLab.settings.saveApiKey }));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PUT',
        path: '/api/admin/ai/providers/1/key',
        body: { apiKey: 'sk-nova-1234' },
      }),
    );
    await vi.waitFor(() => expect((keyField as HTMLInputElement).value).toBe(''));
    await user.click(within(editor).getByRole('button', { name: aiLab.admin.testConnection }));
    await vi.waitFor(() =>
      expect(sent.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/admin/ai/providers/1/test'),
    );
  });

  it('lists models with prices per million tokens; a protected model has no delete; adding needs a name and a provider', async () => {
    const { user, container } = renderPage();
    const row = (await screen.findByText('GPT-4o mini')).closest('tr')!;
    expect(within(row).getByText('150 / 600 por milhão de tokens')).toBeTruthy();
    expect(within(row).getByText(aiLab.models.unavailable.keyFailing)).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Excluir GPT-4o mini' })).toBeNull();
    await user.click(screen.getByRole('button', { name: aiLab.settings.addModel }));
    const dialog = await screen.findByRole('dialog', { name: aiLab.settings.addModel });
    expect(await seriousViolations(container.ownerDocument.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: aiLab.admin.save }));
    expect(await within(dialog).findByText(aiLab.models.validation.modelNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(aiLab.models.validation.providerRequired)).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("each model has its 'visível para os membros' switch, saved at once; a hidden one says so in the row", async () => {
    const { user } = renderPage();
    const toggle = await screen.findByRole('switch', { name: 'GPT-4o mini visível para os membros' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    await vi.waitFor(() =>
      expect(sent).toContainEqual({ method: 'PATCH', path: '/api/admin/ai/models/7', body: { membersVisible: false } }),
    );
  });

  it("the 'Agentes' tab lists the academy's agents and asks for every field of a new one", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: aiLab.settings.tabs.agents }));
    expect(await screen.findByText('Tutor de Copy')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir Tutor de Copy' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Editar Tutor de Copy' }));
    const edit = await screen.findByRole('dialog', { name: aiLab.lab.agent.editTitle });
    expect(((await within(edit).findByLabelText(aiLab.agentDialog.name)) as HTMLInputElement).value).toBe(
      'Tutor de Copy',
    );
    expect(within(edit).getByText(aiLab.agentDialog.academyAlwaysPublic)).toBeTruthy();
    await user.click(within(edit).getByRole('button', { name: aiLab.lab.agent.save }));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PATCH',
        path: '/api/ai/agents/3',
        body: { name: 'Tutor de Copy', description: 'Da academia', prompt: 'Ensine.', modelId: '7', isPublic: true },
      }),
    );
    await user.click(screen.getByRole('button', { name: aiLab.agentDialog.submit }));
    expect((await screen.findAllByText(aiLab.agentDialog.requiredAll)).length).toBe(4);
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('an admin whose own AI lab is off manages providers and models; agents, behind the lab on the server, say why they are missing', async () => {
    const { user } = renderPage({ aiLab: false });
    expect(await screen.findByRole('button', { name: /OpenAI.*Chave com falha/ })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: aiLab.settings.tabs.agents }));
    expect(await screen.findByText(aiLab.admin.agentsNeedLab)).toBeTruthy();
    expect(sent.map((r) => r.path)).not.toContain('/api/ai/agents');
  });
});
