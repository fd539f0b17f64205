// Issue 15's "creators edit and delete their own" agents, in Chromium against the fake AI provider:
// the master (who has the AI lab) makes a community agent, finds it in the picker's AGENTES tab,
// edits it in 'Editar Agente' (prefilled, prompt included) and deletes it after 'Excluir agente?'.
// axe finds no serious or critical violation on either dialog.
import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAi, type FakeAi } from '../apps/server/src/test-support/fake-ai/fake-ai.js';
import { pointOpenAiAtFake } from './support/ai-admin.js';
import { expectNoSeriousViolations, launchBrowser } from './support/browser.js';
import { api } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signUpThroughForm } from './support/session.js';
import { fill } from './support/texts.js';

const MASTER = 'mestra-agentes@exemplo.test';
const ai = ptBR.aiLab;

describe("the AI lab's agents in the browser: their creator edits and deletes them", () => {
  let server: RunningServer;
  let browser: Browser;
  let fake: FakeAi;
  let context: BrowserContext;
  let master: Page;

  beforeAll(async () => {
    fake = await startFakeAi();
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
    context = await browser.newContext({ locale: 'pt-BR' });
    master = await context.newPage();
    master.setDefaultTimeout(20_000);
    await signUpThroughForm(master, server.url, 'Mestra dos Agentes', MASTER);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it("'Editar' opens 'Editar Agente' prefilled and saves; 'Excluir' asks first, then the agent is gone", async () => {
    await pointOpenAiAtFake(master, fake);
    const { models } = (await api<{ models: { id: string; kind: string }[] }>(master, 'GET', '/api/ai/models')).body;
    const body = {
      scope: 'community',
      name: 'Revisor de Copy',
      description: 'Revisa textos de anúncios',
      prompt: 'Revise com cuidado.',
      modelId: models.find((model) => model.kind === 'llm')!.id,
      isPublic: false,
    };
    const created = await api<{ id: string }>(master, 'POST', '/api/ai/agents', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    await master.goto(`${server.url}/ai-lab`);
    await master.getByRole('button', { name: ptBR.aiLab.lab.newChat.changeModel }).click();
    const picker = master.getByRole('dialog', { name: ai.modelPicker.title });
    await picker.getByRole('tab', { name: ai.modelPicker.tabs.agents }).click();
    const list = picker.getByRole('region', { name: ai.modelPicker.tabs.agents });
    await list.getByRole('button', { name: fill(ai.lab.agent.editNamed, { name: body.name }) }).click();

    const edit = master.getByRole('dialog', { name: ai.lab.agent.editTitle });
    const name = edit.getByLabel(ai.agentDialog.name);
    await expect.poll(() => name.inputValue()).toBe(body.name);
    expect(await edit.getByLabel(ai.agentDialog.prompt).inputValue()).toBe(body.prompt);
    await expectNoSeriousViolations(master, 'edit agent dialog');
    await name.fill('Revisor de Anúncios');
    await edit.getByRole('button', { name: ai.lab.agent.save }).click();
    await edit.waitFor({ state: 'detached' });
    await list.getByText('Revisor de Anúncios', { exact: true }).waitFor();

    await list.getByRole('button', { name: fill(ai.lab.agent.deleteNamed, { name: 'Revisor de Anúncios' }) }).click();
    const confirm = master.getByRole('alertdialog', { name: ai.lab.agent.deleteTitle });
    await confirm.waitFor();
    await expectNoSeriousViolations(master, 'delete agent confirmation');
    await confirm.getByRole('button', { name: ai.lab.agent.deleteAction }).click();
    await confirm.waitFor({ state: 'detached' });
    await list.getByText('Revisor de Anúncios', { exact: true }).waitFor({ state: 'detached' });
    expect((await api(master, 'GET', `/api/ai/agents/${created.body.id}`)).status).toBe(404);
  }, 120_000);
});
