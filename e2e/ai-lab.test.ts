// Issue 15 end to end, against the fake AI provider on loopback: the master saves a provider's key
// in the admin screen; a premium member starts a chat, sees the reply stream in, stops one,
// regenerates one, attaches a PDF and an image, finds the chat by search and moves it to a folder;
// the balance drops by the real cost; a member without credits is told so before sending. axe finds
// no serious or critical violation on the lab, the picker, the agent dialog and the admin screens.
// The tests run in order and share the server, the fake and the premium member.
import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAi, type FakeAi } from '../apps/server/src/test-support/fake-ai/fake-ai.js';
import { expectNoSeriousViolations, launchBrowser } from './support/browser.js';
import { api } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signUpThroughForm, uniqueEmail } from './support/session.js';
import { adminSavesProviderKey } from './support/ai-admin.js';
import { tinyPdf, TINY_PNG } from './support/ai-files.js';
import { fill } from './support/texts.js';

const MASTER = 'mestra-ia@exemplo.test';
const ai = ptBR.aiLab;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A story takes under a minute on a quiet machine; this ceiling is for a busy one (it never waits). */
const STORY_TIMEOUT_MS = 120_000;

interface Credits {
  available: number;
  balance: number;
}
interface PickerModel {
  id: string;
  name: string;
  kind: string;
  acceptsImages: boolean;
  priceInputPerMTok: number;
  priceOutputPerMTok: number;
  available: boolean;
}
interface StoredMessage {
  id: string;
  role: string;
  text: string;
  status: string;
  inputTokens: number;
  outputTokens: number;
  credits: number;
}

describe('the AI lab in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let fake: FakeAi;
  const contexts: BrowserContext[] = [];
  let master: Page;
  let member: Page;
  let model: PickerModel;

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ locale: 'pt-BR' });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  /** A member signed up through the form, made premium by the master, with `credits` granted. */
  async function premiumMember(name: string, credits: number): Promise<Page> {
    const page = await newPage();
    await signUpThroughForm(page, server.url, name, uniqueEmail('ia'));
    const memberId = (await api<{ user: { id: string } }>(page, 'GET', '/api/me')).body.user.id;
    const access = { role: 'premium', accessType: 'total', accessExpiration: null };
    expect((await api(master, 'PATCH', `/api/admin/users/${memberId}/access`, access)).status).toBe(200);
    if (credits > 0) {
      const grant = { kind: 'grant', amount: credits, reason: 'Teste de ponta a ponta' };
      const granted = await api(master, 'POST', `/api/admin/ai/credits/members/${memberId}/adjustments`, grant);
      expect(granted.status, JSON.stringify(granted.body)).toBeLessThan(300);
    }
    return page;
  }

  const credits = async (page: Page) => (await api<Credits>(page, 'GET', '/api/ai/credits')).body;
  const conversationIdOf = (page: Page) => /\/ai-lab\/c\/(\d+)/.exec(page.url())?.[1] ?? '';
  const storedMessages = async (page: Page) =>
    (
      await api<{ messages: { items: StoredMessage[] } }>(
        page,
        'GET',
        `/api/ai/conversations/${conversationIdOf(page)}`,
      )
    ).body.messages.items;
  const composer = (page: Page) => page.getByRole('textbox', { name: ai.chat.inputLabel });
  const chatLog = (page: Page) => page.getByRole('region', { name: ai.lab.messages.label });

  async function send(page: Page, text: string): Promise<void> {
    await composer(page).fill(text);
    await page.getByRole('button', { name: ai.chat.send, exact: true }).click();
  }

  /** The reply has ended: the chat offers to generate it again. */
  const replyEnded = (page: Page) => chatLog(page).getByRole('button', { name: ai.lab.messages.regenerate }).waitFor();

  beforeAll(async () => {
    fake = await startFakeAi();
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
    master = await newPage();
    await signUpThroughForm(master, server.url, 'Mestra da IA', MASTER);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it(
    'the master saves a provider key in the admin screen; its models become available',
    async () => {
      const provider = await adminSavesProviderKey(master, server.url, fake, expectNoSeriousViolations);
      const picker = (await api<{ models: PickerModel[] }>(master, 'GET', '/api/ai/models')).body;
      const usable = picker.models.filter((candidate) => candidate.available && candidate.kind === 'llm');
      expect(usable.length).toBeGreaterThan(0);
      // A model that takes images, for the attachments below.
      model = usable.find((candidate) => candidate.acceptsImages)!;
      expect(model).toBeTruthy();
      expect(provider).toBeTruthy();
    },
    STORY_TIMEOUT_MS,
  );

  it(
    'a premium member chats: the reply streams in as Markdown, the balance drops by its real cost, stop and regenerate work',
    async () => {
      member = await premiumMember('Paula Premium', 1_000_000);
      await member.goto(`${server.url}/ai-lab`);
      await member.getByRole('heading', { name: ai.chat.welcomeTitle }).waitFor();
      await expectNoSeriousViolations(member, 'lab');

      // The lab opens on an empty box; the model button opens the picker: four tabs, lists 380 px high.
      await member.getByRole('list', { name: ai.lab.newChat.suggestionsLabel }).waitFor();
      await member.getByRole('button', { name: ai.lab.newChat.changeModel }).click();
      const picker = member.getByRole('dialog', { name: ai.modelPicker.title });
      for (const tab of Object.values(ai.modelPicker.tabs)) await picker.getByRole('tab', { name: tab }).waitFor();
      const list = picker.getByRole('region', { name: ai.modelPicker.tabs.llms });
      await list.getByRole('button', { name: model.name, exact: true }).waitFor();
      expect((await list.boundingBox())?.height).toBe(380);
      await expectNoSeriousViolations(member, 'picker');
      await picker.getByRole('tab', { name: ai.modelPicker.tabs.agents }).click();
      await picker.getByRole('button', { name: ai.modelPicker.createAgent }).click();
      const agentDialog = member.getByRole('dialog', { name: ai.agentDialog.title });
      await agentDialog.getByRole('button', { name: ai.agentDialog.submit }).waitFor();
      await expectNoSeriousViolations(member, 'agent dialog');
      await agentDialog.getByRole('button', { name: ai.agentDialog.submit }).click();
      await agentDialog.getByRole('alert').getByText(ai.agentDialog.requiredAll).waitFor();
      await agentDialog.getByRole('button', { name: ptBR.common.cancel }).click();

      await picker.getByRole('tab', { name: ai.modelPicker.tabs.llms }).click();
      await list.getByRole('button', { name: model.name, exact: true }).click();
      // Choosing a model creates nothing: the chat is created with its first message.
      await member.getByRole('button', { name: fill(ai.lab.newChat.model, { name: model.name }) }).waitFor();
      expect(new URL(member.url()).pathname).toBe('/ai-lab');

      // A reply in Markdown, streamed token by token (slow mode: the first words show before the last).
      const before = await credits(member);
      await send(member, 'Mostre um exemplo de código [[markdown]] [[delay:250]]');
      await member.waitForURL(/\/ai-lab\/c\/\d+/);
      await member.getByRole('heading', { name: fill(ai.chat.talkingWith, { model: model.name }) }).waitFor();
      await chatLog(member).getByText('Uma lista:').waitFor();
      expect(await chatLog(member).locator('pre code').count()).toBe(0);
      await chatLog(member).locator('pre code').getByText('const soma').waitFor();
      await chatLog(member).locator('pre code span').first().waitFor(); // highlighted once loaded (decision 0053)
      await chatLog(member).getByRole('heading', { name: 'Exemplo' }).waitFor();
      await replyEnded(member);
      await expectNoSeriousViolations(member, 'chat');

      // The balance dropped by the reply's real cost: the provider's usage at the model's prices.
      const [, reply] = (await storedMessages(member)).slice(-2);
      expect(reply?.status).toBe('complete');
      const usage = fake.requests.filter((request) => request.endpoint === 'chat').at(-1)!;
      expect([reply?.inputTokens, reply?.outputTokens]).toEqual([usage.inputTokens, usage.outputTokens]);
      const cost = Math.ceil(
        (usage.inputTokens * model.priceInputPerMTok + usage.outputTokens * model.priceOutputPerMTok) / 1_000_000,
      );
      expect(reply?.credits).toBe(cost);
      expect(before.available - (await credits(member)).available).toBe(cost);

      // Stop: a long slow reply is cut; what was streamed stays, marked stopped.
      await send(member, 'Conte devagar [[tokens:400]] [[delay:40]]');
      await chatLog(member).getByText('Esta é uma resposta').last().waitFor();
      await member.getByRole('button', { name: ai.chat.stop }).click();
      await chatLog(member).getByText(ai.lab.messages.stopped).waitFor();
      await expect.poll(async () => (await storedMessages(member)).at(-1)?.status).toBe('stopped');
      const stopped = (await storedMessages(member)).at(-1)!;
      expect(stopped.outputTokens).toBeGreaterThan(0);
      expect(stopped.outputTokens).toBeLessThan(400);

      // Regenerate: the stopped reply is replaced by a whole one.
      await chatLog(member).getByRole('button', { name: ai.lab.messages.regenerate }).click();
      await replyEnded(member);
      await expect.poll(async () => (await storedMessages(member)).at(-1)?.status).toBe('complete');
      expect(await chatLog(member).getByText(ai.lab.messages.stopped).count()).toBe(0);
    },
    STORY_TIMEOUT_MS,
  );

  it(
    'the member attaches a PDF and an image; the model gets the text and the picture',
    async () => {
      fake.reset();
      const form = composer(member).locator('xpath=ancestor::form');
      await form.locator('input[type=file]').setInputFiles([
        { name: 'proposta.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Proposta comercial Blivion') },
        { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG },
      ]);
      const files = form.getByRole('list', { name: ai.attachments.label });
      await files.getByText('proposta.pdf').waitFor();
      await files.getByText('logo.png').waitFor();
      // The real total of what the message carries, as the server measured the files.
      const total = (tinyPdf('Proposta comercial Blivion').length + TINY_PNG.length) / (1024 * 1024);
      await form.getByText(fill(ai.chat.attachmentsTotal, { size: '0,01' })).waitFor();
      expect(total).toBeLessThan(0.01);
      await send(member, 'Resuma o anexo');
      await replyEnded(member);
      const request = fake.requests.filter((candidate) => candidate.endpoint === 'chat').at(-1)!;
      expect(request.messageTexts.join('\n')).toContain('Proposta comercial Blivion');
      expect(request.imageCount).toBe(1);
      // The sent message shows its files, each opening the owner's own address.
      await chatLog(member)
        .getByRole('link', { name: /^proposta\.pdf/ })
        .waitFor();
    },
    STORY_TIMEOUT_MS,
  );

  it(
    'the member finds the chat by search, moves it to a new folder, and finds it there',
    async () => {
      const conversationId = conversationIdOf(member);
      const sidebar = member.getByRole('complementary', { name: ai.lab.sidebarLabel });
      await sidebar.getByRole('searchbox', { name: ai.sidebar.searchLabel }).fill('devagar');
      await sidebar.locator(`a[href^="/ai-lab/c/${conversationId}"]`).waitFor();
      await sidebar.getByRole('searchbox', { name: ai.sidebar.searchLabel }).fill('palavrainexistente');
      await sidebar.getByText(fill(ai.lab.searchEmpty, { query: 'palavrainexistente' })).waitFor();
      await sidebar.getByRole('searchbox', { name: ai.sidebar.searchLabel }).fill('');

      await sidebar.getByRole('button', { name: ai.sidebar.newFolder }).click();
      const folderDialog = member.getByRole('dialog', { name: ai.sidebar.newFolder });
      await folderDialog.getByLabel(ai.sidebar.folderName).fill('Projetos');
      await folderDialog.getByRole('button', { name: ptBR.common.save }).click();
      await member.getByText(ai.lab.folder.created).first().waitFor();

      const row = sidebar
        .getByRole('listitem')
        .filter({ has: member.locator(`a[href^="/ai-lab/c/${conversationId}"]`) });
      await row
        .getByRole('button', { name: new RegExp(`^${escape(ai.lab.conversation.actions.split('{{')[0]!)}`) })
        .click();
      await member.getByRole('menuitem', { name: ai.sidebar.moveToFolder }).click();
      await member.getByRole('menuitem', { name: 'Projetos' }).click();
      await member
        .getByText(fill(ai.lab.conversation.moved, { folder: 'Projetos' }))
        .first()
        .waitFor();

      await sidebar.getByRole('button', { name: /^Projetos/ }).click();
      await sidebar.locator(`a[href^="/ai-lab/c/${conversationId}"]`).waitFor();
      await expectNoSeriousViolations(member, 'lab with a folder open');
    },
    STORY_TIMEOUT_MS,
  );

  it(
    'a member without credits is told so before sending, and nothing is sent',
    async () => {
      const broke = await premiumMember('Bruno Sem Créditos', 0);
      await broke.goto(`${server.url}/ai-lab`);
      // The empty box says so at once; nothing is created or sent.
      await broke.getByRole('alert').getByText(ai.chat.noCredits).waitFor();
      const requestsBefore = fake.requests.length;
      await composer(broke).fill('Olá?');
      expect(await broke.getByRole('button', { name: ai.chat.send, exact: true }).isDisabled()).toBe(true);
      await composer(broke).press('Enter');
      expect(new URL(broke.url()).pathname).toBe('/ai-lab');
      const chats = await broke.evaluate(async () => (await fetch('/api/ai/conversations')).json());
      expect(chats).toMatchObject({ items: [] });
      expect(fake.requests.length).toBe(requestsBefore);
    },
    STORY_TIMEOUT_MS,
  );
});
