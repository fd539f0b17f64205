import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signUpThroughForm, uniqueEmail } from './support/session.js';

describe('guards, themes and missing pages', () => {
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

  it('sends a visitor from a signed-in page to the sign-in page', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('tells a forum-only member that an administrator releases course access', async () => {
    await signUpThroughForm(page, server.url, 'Bruno Teste', uniqueEmail());
    await page.goto(`${server.url}/courses`);
    await page.getByRole('heading', { name: ptBR.shell.access.deniedTitle }).waitFor();
    const message = ptBR.shell.access.deniedMessage.replace('{{feature}}', ptBR.shell.featureNames.courses);
    await page.getByText(message).waitFor();
    await page.getByRole('link', { name: ptBR.shell.access.backToDashboard }).waitFor();
  });

  it('asks who is signed in once on load, and again on each route change', async () => {
    await signUpThroughForm(page, server.url, 'Clara Teste', uniqueEmail());
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/me/session') sessionChecks.push(request.url());
    });
    await page.goto(`${server.url}/dashboard`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(sessionChecks).toHaveLength(1);

    // The session ends elsewhere (another tab signs out): the next route change finds out.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const signOut = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    await page.getByRole('link', { name: ptBR.shell.sidebar.forum, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(sessionChecks).toHaveLength(2);
  });

  it('keeps the chosen theme after a reload', async () => {
    await page.goto(`${server.url}/`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('purple');
    await waitForHydration(page);
    await page.getByRole('button', { name: ptBR.common.themes.label }).first().click();
    await page.getByRole('menuitemradio', { name: ptBR.common.themes.light }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.reload();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
  });

  it('shows the not-found page and reports the missing path to the server', async () => {
    const response = await page.goto(`${server.url}/caminho/que-nao-existe`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: ptBR.pages.notFound.title }).waitFor();
    await page.getByRole('link', { name: ptBR.pages.notFound.home }).first().waitFor();
    for (let attempt = 0; attempt < 50 && !server.logs().includes('/caminho/que-nao-existe'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.logs()).toContain('/caminho/que-nao-existe');
  });
});
