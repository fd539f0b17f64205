import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signUpThroughForm, uniqueEmail } from './support/session.js';

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/cadastro',
  '/esqueci-senha',
  '/privacy',
  '/privacidade',
  '/termos',
  '/about',
  '/contact',
  '/help',
  '/nao-existe',
];
const THEMES = ['purple', 'light', 'dark'] as const;
const forum = ptBR.features.forum;

/** A topic with Markdown, tags, a poll and a reply, posted through the API by the signed-in member. */
async function createTopicWithPollAndReply(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const send = async (path: string, body: unknown) =>
      (
        await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    const { items } = await (await fetch('/api/forum/categories')).json();
    const topic = await send('/api/forum/topics', {
      title: 'Primeiros passos no tráfego pago',
      content: 'Um **guia** com [link](https://exemplo.test) e `código`.\n\n- um\n- dois',
      categoryId: items[0].id,
      tags: ['trafego', 'iniciantes'],
      poll: { question: 'Qual canal você usa?', options: ['Meta', 'Google'], multiple: false, closesAt: null },
    });
    await send(`/api/forum/topics/${topic.id}/replies`, { content: 'Eu começo pelo Meta.' });
    return topic.id as string;
  });
}

describe('accessibility (axe-core: no serious or critical violation)', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'pt-BR' });
    page = await context.newPage();
  });
  afterEach(async () => context.close());

  async function checkPage(path: string, theme: string) {
    await page.goto(`${server.url}${path}`);
    await page.evaluate((value) => {
      localStorage.setItem('blivion-theme', value);
      document.documentElement.dataset.theme = value;
    }, theme);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    return seriousViolations(page);
  }

  for (const theme of THEMES) {
    it(`public pages in the ${theme} theme`, async () => {
      const found: Record<string, unknown> = {};
      for (const path of PUBLIC_PAGES) {
        const violations = await checkPage(path, theme);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  }

  it('dashboard, settings, profile, the forum and a topic of a signed-in member', async () => {
    await signUpThroughForm(page, server.url, 'Ana Acessível', uniqueEmail('a11y'));
    const topicId = await createTopicWithPollAndReply(page);
    const found: Record<string, unknown> = {};
    for (const theme of THEMES) {
      for (const path of ['/dashboard', '/settings', '/profile', '/courses', '/forum', `/forum/${topicId}`]) {
        const violations = await checkPage(path, theme);
        if (violations.length > 0) found[`${theme} ${path}`] = violations;
      }
    }
    expect(found).toEqual({});
  });

  it("the forum's dialogs and the notifications panel, open, with every field named by its label", async () => {
    await signUpThroughForm(page, server.url, 'Bia Acessível', uniqueEmail('a11y-dialogs'));
    const topicId = await createTopicWithPollAndReply(page);
    const found: Record<string, unknown> = {};
    const scan = async (name: string) => {
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[name] = violations;
    };

    await page.goto(`${server.url}/forum`);
    await page.getByRole('button', { name: forum.newTopic }).click();
    const newTopic = page.getByRole('dialog', { name: forum.newTopicDialog.title });
    await newTopic.getByRole('textbox', { name: forum.newTopicDialog.titleLabel }).waitFor();
    await scan('new topic, content tab');
    await newTopic.getByRole('tab', { name: forum.newTopicDialog.tabs.poll }).click();
    await scan('new topic, poll tab');
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/forum/${topicId}`);
    await page.getByRole('button', { name: forum.post.actions }).first().click();
    await page.getByRole('menuitem', { name: forum.post.editTopic }).click();
    const edit = page.getByRole('dialog', { name: forum.post.editTopic });
    await edit.getByRole('textbox', { name: forum.newTopicDialog.titleLabel }).waitFor();
    await scan('edit topic');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: ptBR.shell.topBar.notifications, exact: false }).first().click();
    await page.getByRole('dialog', { name: ptBR.shell.topBar.notificationsTitle }).waitFor();
    await scan('notifications panel');
    expect(found).toEqual({});
  });
});
