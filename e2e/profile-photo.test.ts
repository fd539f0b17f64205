import { AVATAR_SIZE_PX } from '@blivion/shared/core';
import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser.js';
import { api } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signedUpMember, uniqueEmail } from './support/session.js';

const photo = ptBR.features.profilePhoto;
const NAME = 'Rita Retrato';

/** A 640 x 320 PNG drawn by the browser: red on the left half, blue on the right. */
async function widePicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 320;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, 320, 320);
    context.fillStyle = '#0000ff';
    context.fillRect(320, 0, 320, 320);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The top bar's avatar image: its address, size, and the colour of its centre pixel. */
async function topBarPhoto(page: Page) {
  const image = page
    .getByRole('banner')
    .getByRole('link', { name: `Seu perfil: ${NAME}` })
    .locator('img');
  await image.waitFor();
  return image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const [r, g, b] = context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
    return { src: element.getAttribute('src'), width: element.naturalWidth, height: element.naturalHeight, r, g, b };
  });
}

describe('profile photo: choose, crop square, upload, see it in the top bar, remove', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  it('crops the chosen picture with the keyboard into a square the top bar shows, and falls back to the initials', async () => {
    const page = await signedUpMember(browser, contexts, server.url, NAME, uniqueEmail('foto'));
    await page.goto(`${server.url}/profile`);
    const avatarLink = page.getByRole('banner').getByRole('link', { name: `Seu perfil: ${NAME}` });
    const initials = avatarLink.locator('[aria-hidden="true"]');
    expect(await initials.textContent()).toBe('RR');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: photo.choose }).click();
    await (await chooser).setFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: await widePicture(page) });

    const dialog = page.getByRole('dialog', { name: photo.crop.title });
    const area = dialog.getByRole('group', { name: photo.crop.area });
    await area.waitFor();
    await dialog.getByTestId('avatar-crop-preview').locator('img').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Zoom in with +, then move the picture 20 px right: the square's centre is then well inside the red half.
    await area.focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    expect(await dialog.getByRole('slider', { name: photo.crop.zoom }).inputValue()).toBe('1.2');
    for (let step = 0; step < 20; step += 1) await page.keyboard.press('ArrowRight');

    await dialog.getByRole('button', { name: photo.crop.save }).click();
    await page.getByText(photo.savedTitle).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const shown = await topBarPhoto(page);
    expect(shown.src).toMatch(/^\/uploads\/[a-f0-9]{64}\.webp$/);
    expect([shown.width, shown.height]).toEqual([AVATAR_SIZE_PX, AVATAR_SIZE_PX]);
    expect(shown.r).toBeGreaterThan(200);
    expect(shown.b).toBeLessThan(60);

    // Kept by the server; removed, the initials come back.
    expect((await api<{ user: { avatarUrl: string | null } }>(page, 'GET', '/api/me')).body.user.avatarUrl).toBe(
      shown.src,
    );
    await page.getByRole('button', { name: photo.remove }).click();
    await page.getByText(photo.removedTitle).waitFor();
    await avatarLink.locator('img').waitFor({ state: 'detached' });
    expect(await initials.textContent()).toBe('RR');
  });
});
