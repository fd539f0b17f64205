// Issue 30, section 1: every route (the router's table: support/walked-routes.ts) × every role that can
// open it × 360, 390 and 768 px phones and tablets and a 1024×768 screen, with long Portuguese names
// and titles and many items. Fails when the document is wider than the viewport, when a control is
// covered or (touch widths) smaller than 44×44 px, or when axe reports a serious or critical
// violation; the main dialogs are opened too, and must give the focus back to what opened them.
// One browser; one page per role, resized rather than reloaded for each width.
import { writeFileSync } from 'node:fs';
import { ptBR } from '@blivion/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAi, type FakeAi } from '../apps/server/src/test-support/fake-ai/fake-ai.js';
import { launchBrowser, seriousViolations, waitForHydration } from './support/browser.js';
import { fitProblems, settle } from './support/fit-checks.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { pagesByRole, seedContent } from './support/walk-seed.js';
import { WALKED_ROUTES, type WalkRole, type WalkSeed, type WalkedDialog } from './support/walked-routes.js';

const MASTER = 'passeio-mestre@exemplo.test';
const WIDTHS = [
  { width: 360, height: 740, touch: true },
  { width: 390, height: 844, touch: true },
  { width: 768, height: 1024, touch: true },
  { width: 1024, height: 768, touch: false },
] as const;
const ROLES: readonly WalkRole[] = ['visitor', 'free', 'premium', 'admin', 'master'];

/** The opener of each main dialog, by its accessible name in the catalogue. */
const OPENERS: Record<string, string> = {
  notifications: ptBR.shell.topBar.notifications,
  search: ptBR.shell.topBar.searchLabel,
  createCourse: ptBR.courses.createCourse,
  newTopic: ptBR.features.forum.newTopic,
  manageCategories: ptBR.features.forum.manageCategories,
  // The empty lab's model button ('Modelo: … trocar modelo ou agente') opens the picker.
  modelPicker: ptBR.aiLab.lab.newChat.changeModel,
  addCompetitor: ptBR.adSpy.competitors.add,
  addUser: ptBR.features.admin.users.addUser,
};

describe('every screen fits a phone (issue 30)', () => {
  let server: RunningServer;
  let browser: Browser;
  let fake: FakeAi;
  let pages: Record<WalkRole, Page>;
  let seed: WalkSeed;
  const found: Record<string, string[]> = {};
  const report = (where: string, problems: string[]) => {
    if (problems.length > 0) found[where] = [...new Set([...(found[where] ?? []), ...problems])];
  };

  beforeAll(async () => {
    fake = await startFakeAi();
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
    pages = await pagesByRole(browser, server.url, MASTER);
    seed = await seedContent(pages, fake);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  /** Each width in turn: the problems of the page (or the open dialog) at that size. */
  async function checkWidths(page: Page, where: string, scope?: string): Promise<void> {
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await settle(page);
      report(`${where} @${size.width}`, await fitProblems(page, size.touch, scope));
    }
  }

  // axe runs once per screen (the first role that opens it), at 360 px: it judges the markup and the
  // colours, which the roles share; the roles' layouts are measured at every width.
  const axeDone = new Set<string>();
  async function checkAxe(page: Page, where: string, screen: string): Promise<void> {
    if (axeDone.has(screen)) return;
    axeDone.add(screen);
    await page.setViewportSize({ width: 360, height: 740 });
    await settle(page);
    const violations = await seriousViolations(page);
    report(
      `${where} axe @360`,
      violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    );
  }

  async function open(page: Page, url: string): Promise<void> {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${server.url}${url}`);
    // A signed-in document paints the router's spinner and fetches the app after that paint: the
    // page is measured once React has hydrated it and its own content replaced the spinner.
    await waitForHydration(page);
    await page.locator('main, h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.getByText(ptBR.common.loading).filter({ visible: true }).count(), { timeout: 15_000 })
      .toBe(0);
  }

  /** Opens the dialog (at 1024 px unless it says), checks it at every width, closes it with Escape: the focus goes back. */
  async function checkDialog(page: Page, dialog: WalkedDialog, where: string): Promise<void> {
    const size = { width: dialog.openAt ?? 1024, height: 768 };
    await page.setViewportSize(size);
    await settle(page);
    const opener = page.getByRole('button', { name: OPENERS[dialog.opener]!, exact: false }).first();
    await opener.click({ timeout: 5_000 });
    await page.getByRole('dialog').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Open, a dialog or panel covers the page under it: its own controls are the ones to reach.
    await checkWidths(page, `${where} dialog ${dialog.opener}`, '[role=dialog]');
    await checkAxe(page, `${where} dialog ${dialog.opener}`, `${where.split(' ')[1]} ${dialog.opener}`);
    await page.setViewportSize(size);
    await settle(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
    const focusBack = await opener.evaluate((element) => element === document.activeElement);
    if (!focusBack) report(`${where} dialog ${dialog.opener}`, ['focus not returned to its opener']);
  }

  it('every route × role × width fits, and so do the main dialogs', { timeout: 600_000 }, async () => {
    const started = Date.now();
    for (const route of WALKED_ROUTES) {
      for (const role of ROLES.filter((candidate) => route.roles.includes(candidate))) {
        const page = pages[role];
        for (const [index, url] of route.urls(seed).entries()) {
          const where = `${role} ${url}`;
          await open(page, url);
          await checkWidths(page, where);
          await checkAxe(page, where, url);
          if (index > 0) continue;
          for (const dialog of route.dialogs ?? []) {
            if (dialog.roles && !dialog.roles.includes(role)) continue;
            await open(page, dialog.from ?? url);
            await checkDialog(page, dialog, where).catch((error: Error) => {
              report(`${where} dialog ${dialog.opener}`, [error.message.split('\n')[0]!]);
            });
          }
        }
      }
    }
    console.info(`every-screen walk: ${Math.round((Date.now() - started) / 1000)} s`);
    if (process.env.FIT_REPORT) writeFileSync(process.env.FIT_REPORT, JSON.stringify(found, null, 2));
    expect(found).toEqual({});
  });
});
