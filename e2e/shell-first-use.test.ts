import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser.js';
import { api } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signedUpMember, uniqueEmail } from './support/session.js';

const MASTER = 'chefe-shell@exemplo.test';
const sidebar = ptBR.shell.sidebar;
/** Radix's dialogs, popovers and tooltips (apps/web/build/chunk-groups.ts): loaded on first use only. */
const RADIX_CHUNK = /\/assets\/radix-[^/]+\.js$/;

/** The scripts `page` asks for from now on. */
function scriptsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

describe("the signed-in shell's Radix parts, loaded on first use", () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('are in no first load of the dashboard, forum, courses and profile, for a member or the master', async () => {
    const master = await signedUpMember(browser, contexts, server.url, 'Chefe Shell', MASTER);
    const member = await signedUpMember(browser, contexts, server.url, 'Ana Primeira', uniqueEmail('shell'));
    const { body: me } = await api<{ user: { id: string } }>(member, 'GET', '/api/me');
    const access = { role: 'premium', accessType: 'total' };
    expect((await api(master, 'PATCH', `/api/admin/users/${me.user.id}/access`, access)).status).toBe(200);
    for (const [who, page] of [
      ['member', member],
      ['master', master],
    ] as const) {
      for (const path of ['/dashboard', '/forum', '/courses', '/profile']) {
        const fresh = await page.context().newPage();
        const asked = scriptsAskedFor(fresh);
        await fresh.goto(`${server.url}${path}`);
        await fresh.locator('h1').first().waitFor();
        // The page itself, not the access-denied notice in its place.
        expect(await fresh.locator('h1').first().textContent(), path).not.toBe(ptBR.shell.access.deniedTitle);
        await fresh.waitForLoadState('networkidle');
        expect(
          asked.filter((script) => RADIX_CHUNK.test(script)),
          `${who} ${path}`,
        ).toEqual([]);
        await fresh.close();
      }
    }
  });

  it('open the small screens’ drawer at the first click, with focus inside, and give focus back on Escape', async () => {
    const page = await signedUpMember(browser, contexts, server.url, 'Bia Celular', uniqueEmail('shell'));
    await page.setViewportSize({ width: 390, height: 844 });
    const asked = scriptsAskedFor(page);
    await page.goto(`${server.url}/dashboard`);
    const menu = page.getByRole('button', { name: sidebar.openMenu });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: sidebar.navigation });
    await drawer.getByRole('link', { name: sidebar.forum }).waitFor();
    expect(asked.some((script) => RADIX_CHUNK.test(script))).toBe(true);
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);
    await menu.press('Enter');
    await drawer.getByRole('link', { name: sidebar.forum }).click();
    await page.waitForURL(`${server.url}/forum`);
    await drawer.waitFor({ state: 'detached' });
  });

  it("show a collapsed link's label on keyboard focus and on hover", async () => {
    const page = await signedUpMember(browser, contexts, server.url, 'Caio Recolhido', uniqueEmail('shell'));
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: sidebar.collapse }).click();
    const nav = page.getByRole('navigation', { name: sidebar.navigation });
    const forumLink = nav.getByRole('link', { name: sidebar.forum });
    await forumLink.focus();
    // The tooltip's Radix part loads on this first use: on a busy machine that takes more than the poll's default second.
    await expect.poll(() => page.getByRole('tooltip').textContent(), { timeout: 10_000 }).toBe(sidebar.forum);
    expect(await forumLink.evaluate((element) => element === document.activeElement)).toBe(true);

    await nav.getByRole('link', { name: sidebar.settings }).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent(), { timeout: 10_000 }).toBe(sidebar.settings);
  });
});
