import { fakeAd, startFakeGraph, type FakeGraph } from '../../apps/server/src/test-support/fake-graph/fake-graph.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchBrowser, seriousViolations } from './browser.js';
import { api } from './page-api.js';
import type { RunningServer } from './server.js';
import { movedClockEnv, startServer } from './server.js';

/** The test's first day (UTC midnight), computed once: the server's days are counted from it. */
const START_DAY_MS = Math.floor(Date.now() / 86_400_000) * 86_400_000;
export function dayAfterStart(days: number): string {
  return new Date(START_DAY_MS + days * 86_400_000).toISOString().slice(0, 10);
}
/**
 * The server runs on a fixed day: from noon of the day `days` after the first, advancing (libfaketime's
 * absolute start). An offset from the wall clock would move the server's day when a run crosses UTC
 * midnight, and the counts the test expects on a day would land on another.
 */
export function clockOnDay(days: number): Record<string, string> {
  return movedClockEnv(`@${dayAfterStart(days)} 12:00:00`);
}

/** The fake Ad Library's advertisers: 30 active ads of one (more than a page of 24), 3 of another. */
export function seedAdvertisers(graph: FakeGraph): void {
  for (let n = 1; n <= 30; n += 1) {
    graph.ads.push(
      fakeAd({
        page_id: '2001',
        page_name: 'Aurora Cosméticos',
        ad_creative_bodies: [`Aurora: oferta ${n}`],
        publisher_platforms: n % 2 ? ['FACEBOOK', 'INSTAGRAM'] : ['FACEBOOK'],
      }),
    );
  }
  for (let n = 1; n <= 3; n += 1) {
    graph.ads.push(fakeAd({ page_id: '3001', page_name: 'Brisa Moda', ad_creative_bodies: [`Brisa ${n}`] }));
  }
}

/** The member's competitors' counts once the daily job has recorded the day `days` after the first. */
export async function countsOn(member: Page, days: number): Promise<string[]> {
  const day = dayAfterStart(days);
  let counts: string[] = [];
  await expect
    .poll(
      async () => {
        const { body } = await api<{
          items: Array<{ name: string; figures: { day: string | null; activeAds: number | null } }>;
        }>(member, 'GET', '/api/adspy/competitors');
        counts = body.items.map((item) => `${item.name}:${item.figures.activeAds}`).sort();
        return body.items.every((item) => item.figures.day === day);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return counts;
}

/** A page in a fresh pt-BR browser profile (kept in `contexts` for the test to close), 20 s per step. */
export async function pageIn(browser: Browser, contexts: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** axe finds no serious or critical violation on the AdSpy screen, once the shared toasts are gone. */
export async function expectCleanScreen(page: Page, where: string): Promise<void> {
  // The screen itself: toasts (the shared toaster's, not AdSpy's) are checked where they are styled.
  await page.locator('[data-sonner-toast]').last().waitFor({ state: 'detached', timeout: 15_000 });
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** An AdSpy story's stage: the fake Graph API, the server pointed at it, a browser and its profiles. */
export interface AdSpyStage {
  graph: FakeGraph;
  server: RunningServer;
  browser: Browser;
  contexts: BrowserContext[];
  close(): Promise<void>;
}

/**
 * The fake Ad Library knowing `token` and seeded with the advertisers, the server on the first
 * day with `masterEmail` as master, and a browser; close() ends them all.
 */
export async function startAdSpyStage(masterEmail: string, token: string): Promise<AdSpyStage> {
  const graph = await startFakeGraph();
  graph.tokens.add(token);
  seedAdvertisers(graph);
  const [server, browser] = await Promise.all([
    startServer({ MASTER_EMAILS: masterEmail, META_GRAPH_URL: graph.url, ...clockOnDay(0) }),
    launchBrowser(),
  ]);
  const contexts: BrowserContext[] = [];
  return {
    graph,
    server,
    browser,
    contexts,
    async close() {
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
      await server.stop();
      await graph.close();
    },
  };
}
