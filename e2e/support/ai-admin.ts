// The AI lab's provider set-up for the browser tests: the master points a provider at the fake AI
// provider on loopback and saves its key.
import { ptBR } from '@blivion/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FakeAi } from '../../apps/server/src/test-support/fake-ai/fake-ai.js';
import { api } from './page-api.js';

interface Provider {
  id: string;
  kind: string;
  name: string;
  hasKey: boolean;
  keyLastFour: string | null;
  keyStatus: string;
}

/** The seed's OpenAI provider, its base URL moved to the fake; returns it once its key is saved. */
export async function pointOpenAiAtFake(master: Page, fake: FakeAi): Promise<Provider> {
  const { providers } = (await api<{ providers: Provider[] }>(master, 'GET', '/api/admin/ai/providers')).body;
  const openai = providers.find((provider) => provider.kind === 'openai');
  expect(openai, JSON.stringify(providers)).toBeTruthy();
  const moved = await api<Provider>(master, 'PATCH', `/api/admin/ai/providers/${openai!.id}`, {
    baseUrl: fake.baseUrl('openai'),
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return moved.body;
}

/**
 * 'Configurações de IA' as the master uses it: the seed's OpenAI provider (pointed at the fake,
 * through the API: the screen edits no address) gets its key in the screen ('API Key salva', shown
 * by its last four only) in the editor its row opens, and 'Testar conexão' reaches the fake. `check` runs axe on the screen.
 */
export async function adminSavesProviderKey(
  master: Page,
  baseUrl: string,
  fake: FakeAi,
  check: (page: Page, where: string) => Promise<void>,
): Promise<Provider> {
  const provider = await pointOpenAiAtFake(master, fake);
  await master.goto(`${baseUrl}/ai-lab/settings`);
  // The providers are a compact list: a row (status dot, name, kind, models) opens its editor in a dialog.
  const providers = master.getByRole('region', { name: ai.admin.providersTitle });
  await providers
    .getByRole('button')
    .filter({ has: master.getByText(provider.name, { exact: true }) })
    .click();
  const card = master.getByRole('dialog', { name: provider.name });
  await card.getByLabel(`${ai.settings.apiKey} (${provider.name})`).fill(`sk-e2e-${KEY_END}`);
  await card.getByRole('button', { name: ai.settings.saveApiKey }).click();
  await master.getByText(ai.toasts.apiKeySaved).first().waitFor();
  await card.getByText(ai.settings.apiKeyMasked.replace('{{last4}}', KEY_END)).waitFor();
  await check(master, 'admin settings');
  await card.getByRole('button', { name: ai.admin.testConnection }).click();
  await master.getByText(ai.admin.testWorking).first().waitFor();
  // The key never comes back whole.
  const listed = JSON.stringify((await api(master, 'GET', '/api/admin/ai/providers')).body);
  expect(listed).not.toContain(`sk-e2e-${KEY_END}`);
  return provider;
}

const KEY_END = 'f4k3';
const ai = ptBR.aiLab;
