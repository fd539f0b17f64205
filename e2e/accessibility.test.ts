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
});
