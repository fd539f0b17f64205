// Issue 27 item 18: on a laptop screen (1024 × 768, and the widths up to where the side panel fits
// beside the lesson) the lesson player keeps the lesson's title readable, and the course's side panel
// never covers 'Concluir e avançar' nor 'Marcar como não concluída'; a laptop's other common widths and
// a phone's are checked the same way.
import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { api } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signUpThroughForm } from './support/session.js';

const MASTER = 'chefe-player@exemplo.test';
const player = ptBR.courses.player;
/** The narrowest width a title may get: a few words per line, never squeezed to nothing. */
const TITLE_MIN_PX = 200;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Whether the control is what a person sees and clicks: inside the window, and the topmost element
 * at its centre and near both ends (elementFromPoint) is the control or inside it.
 */
async function unobstructed(control: Locator) {
  return control.evaluate((element: HTMLElement) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const at = (x: number) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && element.contains(hit);
    };
    return {
      inWindow: box.left >= 0 && box.right <= document.documentElement.clientWidth,
      centre: at(box.left + box.width / 2),
      start: at(box.left + 4),
      end: at(box.right - 4),
    };
  });
}

describe('the lesson player on laptop screens', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let courseId = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
    context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1024, height: 768 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signUpThroughForm(page, server.url, 'Chefe do Player', MASTER);
    const catalogue = await api<{ items: Array<{ id: string }> }>(page, 'GET', '/api/courses');
    courseId = catalogue.body.items[0]!.id;
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  async function check(control: Locator, where: string) {
    await control.waitFor();
    const title = page.getByRole('heading', { level: 1 });
    const titleBox = (await title.boundingBox())!;
    expect(titleBox.width, `${where}: the title's width`).toBeGreaterThanOrEqual(TITLE_MIN_PX);
    const titleFits = await title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
    expect(titleFits, `${where}: the title's words fit`).toBe(true);
    expect(await unobstructed(control), where).toEqual({ inWindow: true, centre: true, start: true, end: true });
    const panel = (await page.getByRole('navigation', { name: player.content }).boundingBox())!;
    expect(overlaps((await control.boundingBox())!, panel), `${where}: the control against the side panel`).toBe(false);
    expect(overlaps(titleBox, panel), `${where}: the title against the side panel`).toBe(false);
  }

  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 1180, height: 820 },
    { width: 1366, height: 768 },
    { width: 360, height: 740 },
  ]) {
    it(
      `keeps the title readable and both completion controls clear at ${viewport.width}×${viewport.height}`,
      {
        timeout: 90_000,
      },
      async () => {
        await page.setViewportSize(viewport);
        await page.goto(`${server.url}/courses/${courseId}`);
        await page.waitForURL(/\/lessons\//);
        const first = page.url();
        const where = `${viewport.width}×${viewport.height}`;
        const complete = page.getByRole('button', { name: player.completeAndNext });
        await check(complete, `${where}, '${player.completeAndNext}'`);
        await complete.click();
        await page.waitForURL((url) => url.href !== first);

        await page.goto(first);
        const reopen = page.getByRole('button', { name: player.markIncomplete });
        await check(reopen, `${where}, '${player.markIncomplete}'`);
        await reopen.click();
        await complete.waitFor();
      },
    );
  }
});
