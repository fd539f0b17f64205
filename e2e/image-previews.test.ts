// Issue 27 item 17: the preview of a chosen image loads under the page's real CSP (img-src has no
// blob:, decision 0079): the course cover in 'Criar Curso' (PNG and SVG) and the profile photo's crop.
import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signUpThroughForm } from './support/session.js';

const MASTER = 'chefe-capas@exemplo.test';
const c = ptBR.courses;
const photo = ptBR.features.profilePhoto;

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#8b5cf6"/></svg>',
);

/** A 320 × 180 PNG drawn by the browser. */
async function png(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#10b981';
    context.fillRect(0, 0, 320, 180);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The image once the browser has finished with it: its address's scheme and its decoded width. */
async function loaded(image: Locator) {
  await image.waitFor();
  return image.evaluate(async (element: HTMLImageElement) => {
    await element.decode().catch(() => {});
    return { scheme: new URL(element.src).protocol, naturalWidth: element.naturalWidth, complete: element.complete };
  });
}

describe('previews of chosen images under the real CSP', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const refusals: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
    context = await browser.newContext({ locale: 'pt-BR' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    await signUpThroughForm(page, server.url, 'Chefe das Capas', MASTER);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it("shows the chosen cover in 'Criar Curso', a PNG and an SVG", { timeout: 60_000 }, async () => {
    const response = await page.goto(`${server.url}/courses`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/img-src [^;]*data:/);
    await page.getByRole('tab', { name: c.tabs.admin }).click();
    await page.getByRole('button', { name: c.createCourse }).click();
    const create = page.getByRole('dialog', { name: c.createDialog.title });
    for (const file of [
      { name: 'capa.png', mimeType: 'image/png', buffer: await png(page) },
      { name: 'capa.svg', mimeType: 'image/svg+xml', buffer: SVG },
    ]) {
      const chooser = page.waitForEvent('filechooser');
      const choose = create.getByRole('button', {
        name: new RegExp(`^(${c.form.chooseThumbnail}|${c.form.changeThumbnail})$`),
      });
      await choose.click();
      await (await chooser).setFiles(file);
      await create.getByText(file.name).waitFor();
      const preview = await loaded(create.getByRole('img', { name: c.form.thumbnailPreview }));
      expect(preview, file.name).toEqual({
        scheme: 'data:',
        naturalWidth: file.name.endsWith('.svg') ? 160 : 320,
        complete: true,
      });
    }
    expect(refusals).toEqual([]);
  });

  it('shows the chosen profile photo in the crop dialog', { timeout: 60_000 }, async () => {
    await page.goto(`${server.url}/profile`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: photo.choose }).click();
    await (await chooser).setFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: await png(page) });
    const dialog = page.getByRole('dialog', { name: photo.crop.title });
    const preview = await loaded(dialog.getByTestId('avatar-crop-preview').locator('img'));
    expect(preview.naturalWidth).toBeGreaterThan(0);
    expect(refusals).toEqual([]);
  });
});
