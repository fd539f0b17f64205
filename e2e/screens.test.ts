// Issue 30, "Done when": the member's main screens at 390×844 (a phone), photographed with the walk's
// realistic content into docs/screens/ (the README shows them). Run on purpose, after `npm run
// build`: `npm run screens`. Each shot is also a check: the page fits the phone (no sideways
// scroll, every control reachable and 44 px), so a shot of a broken screen is never committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ptBR } from '@blivion/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAi, type FakeAi } from '../apps/server/src/test-support/fake-ai/fake-ai.js';
import { launchBrowser, waitForHydration } from './support/browser.js';
import { fitProblems, settle } from './support/fit-checks.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { api } from './support/page-api.js';
import { pagesByRole, seedContent } from './support/walk-seed.js';
import type { WalkRole, WalkSeed } from './support/walked-routes.js';

const MASTER = 'telas-mestre@exemplo.test';
const PHONE = { width: 390, height: 844 };
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screens');
/** The shot the landing's hero shows, and where the web app takes it from (decision 0136). */
const HERO_SHOT = 'dashboard';
const heroFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/src/features/marketing/assets/product-phone.jpg',
);

interface Shot {
  file: string;
  url: (seed: WalkSeed) => string;
  /** What to do on the page before the shot (open the picker, say). */
  prepare?: (page: Page) => Promise<void>;
}

const SHOTS: Shot[] = [
  { file: 'dashboard', url: () => '/dashboard' },
  { file: 'catalogue', url: () => '/courses' },
  { file: 'player', url: (seed) => `/courses/${seed.courseId}/lessons/${seed.lessonId}` },
  { file: 'forum', url: () => '/forum' },
  { file: 'topic', url: (seed) => `/forum/${seed.topicId}` },
  { file: 'lab-empty', url: () => '/ai-lab' },
  {
    file: 'lab-chat',
    url: (seed) => `/ai-lab/c/${seed.conversationId}`,
    // A question and its streamed answer (the fake provider's Markdown reply), then the chat again.
    prepare: async (page) => {
      const id = page.url().split('/').at(-1)!;
      const status = await page.evaluate(async (conversationId) => {
        const text = 'Crie três títulos para o anúncio de um curso de tráfego pago [[markdown]]';
        const answer = await fetch(`/api/ai/conversations/${conversationId}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
        });
        await answer.text();
        return answer.status;
      }, id);
      expect(status).toBe(200);
      await page.reload();
    },
  },
  {
    file: 'lab-picker',
    url: () => '/ai-lab',
    prepare: async (page) => {
      // The empty lab's model button opens the picker ('Novo Chat' only empties the box).
      await page.getByRole('button', { name: ptBR.aiLab.lab.newChat.changeModel }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  { file: 'adspy-library', url: () => '/adspy' },
  { file: 'adspy-competitors', url: () => '/adspy?aba=concorrentes' },
];

/** The page's own content is on screen: its heading, no spinner, nothing more to fetch. */
async function loaded(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.locator('main :is(h1, h2)').filter({ visible: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.getByText(ptBR.common.loading).filter({ visible: true }).count(), { timeout: 15_000 })
    .toBe(0);
  await settle(page);
}

describe.skipIf(!process.env.SCREENS)('the main screens on a phone, photographed (npm run screens)', () => {
  let server: RunningServer;
  let browser: Browser;
  let fake: FakeAi;
  let pages: Record<WalkRole, Page>;
  let seed: WalkSeed;

  beforeAll(async () => {
    fake = await startFakeAi();
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
    pages = await pagesByRole(browser, server.url, MASTER);
    seed = await seedContent(pages, fake);
    // The member is a minute and a half into the first lesson: the dashboard opens on 'Continuar assistindo'.
    const watched = { positionSeconds: 95, secondsWatchedDelta: 95 };
    expect((await api(pages.premium, 'PUT', `/api/lessons/${seed.lessonId}/position`, watched)).status).toBe(200);
    mkdirSync(folder, { recursive: true });
    mkdirSync(path.dirname(heroFile), { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it.each(SHOTS)(
    '$file fits 390 px and is photographed',
    async (shot) => {
      const page = pages.premium;
      await page.setViewportSize(PHONE);
      await page.goto(`${server.url}${shot.url(seed)}`);
      await loaded(page);
      if (shot.prepare) {
        await shot.prepare(page);
        await loaded(page);
      }
      // Photographed as opened: the fit check scrolls each control into view, and would leave the
      // page scrolled (the lab's welcome cut under its header).
      await page.screenshot({ path: path.join(folder, `${shot.file}.png`) });
      // The landing's hero shows the product: this same phone screen, as a small JPEG.
      if (shot.file === HERO_SHOT) await page.screenshot({ path: heroFile, type: 'jpeg', quality: 72 });
      expect(await fitProblems(page, true)).toEqual([]);
    },
    60_000,
  );
});
