import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signedUpMember, uniqueEmail } from './support/session.js';

interface PaintOrder {
  firstContentfulPaint: number | null;
  /** When the first of the app's modules was asked for, in the page's own clock. */
  firstModule: number | null;
  modules: number;
}

/** The first contentful paint and the app's module requests, as the browser's own timings record them. */
function paintOrder(page: Page): Promise<PaintOrder> {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const modules = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
    return {
      firstContentfulPaint: paint ? paint.startTime : null,
      firstModule: modules.length ? Math.min(...modules.map((entry) => entry.startTime)) : null,
      modules: modules.length,
    };
  });
}

/**
 * The landing, sign-in and signed-in documents paint before any of the app's modules is asked for
 * (public/start-after-paint.js waits for the browser's report of that paint), so the scripts never
 * compete with the first paint (docs/decisions/0062).
 */
describe("the app's modules, asked for after the first contentful paint", () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(['/', '/login'])('on %s (prerendered)', async (path) => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await waitForHydration(page);
    const order = await paintOrder(page);
    expect(order.firstContentfulPaint).not.toBeNull();
    expect(order.modules).toBeGreaterThan(2);
    expect(order.firstModule!).toBeGreaterThanOrEqual(order.firstContentfulPaint!);
  });

  it('on the signed-in pages (the spinner first)', async () => {
    const member = await signedUpMember(browser, contexts, server.url, 'Ana Pintura', uniqueEmail('paint'));
    for (const path of ['/dashboard', '/forum']) {
      await member.goto(`${server.url}${path}`);
      await member.getByRole('main').waitFor();
      const order = await paintOrder(member);
      expect(order.firstContentfulPaint, path).not.toBeNull();
      expect(order.modules, path).toBeGreaterThan(2);
      expect(order.firstModule!, path).toBeGreaterThanOrEqual(order.firstContentfulPaint!);
    }
  });
});
