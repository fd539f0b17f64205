import { ptBR } from '@blivion/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';

const PAGES = [
  { path: '/', heading: ptBR.landing.hero.title },
  { path: '/login', heading: ptBR.auth.login.title },
];

describe('prerendered public pages', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(PAGES)('serves $path with its content in the HTML', async ({ path, heading }) => {
    const html = await (await fetch(`${server.url}${path}`)).text();
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain(heading);
  });

  it('keeps the sign-in form from sending itself before the page has hydrated', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    // No script ever loads: the page stays as prerendered.
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/login`);
      const submit = page.getByRole('button', { name: ptBR.auth.login.submit, exact: true });
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel(ptBR.auth.fields.email, { exact: true }).fill('alguem@exemplo.test');
      await page.getByLabel(ptBR.auth.fields.password, { exact: true }).fill('segredo-no-endereco');
      await page.getByLabel(ptBR.auth.fields.password, { exact: true }).press('Enter');
      await page.waitForTimeout(300);
      expect(page.url()).toBe(`${server.url}/login`);
      expect(server.logs()).not.toContain('segredo-no-endereco');
    } finally {
      await context.close();
    }
  });

  it.each(PAGES)('hydrates $path in the dark theme without an error in the console', async ({ path, heading }) => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    await context.addInitScript(() => window.localStorage.setItem('blivion-theme', 'dark'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${server.url}${path}`);
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      await waitForHydration(page);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByRole('button', { name: ptBR.shell.theme.menuLabel }).click();
      await page.getByRole('menu').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
