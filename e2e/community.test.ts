import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, launchBrowser } from './support/browser.js';
import { api, postTopic } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signUpThroughForm, uniqueEmail } from './support/session.js';

const community = ptBR.features.community;
const forum = ptBR.features.forum;
const PHONE = { width: 390, height: 844 };
/** A 2×2 PNG, pasted into the composer. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGOosXpbY/WWAUIBACweBo0hTrA2AAAAAElFTkSuQmCC';

/** Nothing wider than the screen, and no control under 44 px tall in the part of the page checked. */
async function fitsThePhone(page: Page, where: string, targets = true): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where}: sideways scroll`).toBeLessThanOrEqual(0);
  if (!targets) return;
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main a[href], main button, main [role="tab"], main [role="switch"]')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.height < 44;
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(small, `${where}: targets under 44 px`).toEqual([]);
}

describe('a community with faces, in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function member(name: string, phone: boolean): Promise<Page> {
    const context = await browser.newContext({
      locale: 'pt-BR',
      ...(phone ? { viewport: PHONE, hasTouch: true, isMobile: true } : {}),
    });
    contexts.push(context);
    const page = await context.newPage();
    await signUpThroughForm(page, server.url, name, uniqueEmail('comunidade'));
    return page;
  }
  const idOf = async (page: Page) => (await api<{ user: { id: string } }>(page, 'GET', '/api/me')).body.user.id;

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

  it('a member edits their profile on a phone; another opens it from a reply author card; the ranking shows her place', async () => {
    const ana = await member('Ana Perfil', true);
    const bruno = await member('Bruno Leitor', false);
    const anaId = await idOf(ana);

    // Ana, at 390 px: her profile, its editor (a bad link refused, then saved), axe on both.
    await ana.goto(`${server.url}/forum/membros/${anaId}`);
    await ana.getByRole('heading', { name: 'Ana Perfil', level: 1 }).waitFor();
    await fitsThePhone(ana, 'own profile');
    await expectNoSeriousViolations(ana, 'own profile');
    await ana.getByRole('button', { name: community.profile.edit }).click();
    const dialog = ana.getByRole('dialog', { name: community.profile.editTitle });
    await dialog
      .getByRole('textbox', { name: community.profile.bioLabel })
      .fill('Confeiteira em Recife.\nVendo cursos.');
    const links = dialog.getByRole('textbox', { name: community.profile.linksLabel });
    await links.fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: ptBR.common.save }).click();
    await dialog.getByText(ptBR.forumValidation.linkInvalid).waitFor();
    await expectNoSeriousViolations(ana, 'profile editor');
    await links.fill('https://instagram.com/anaperfil');
    await dialog.getByRole('switch', { name: community.profile.hideCourses }).click();
    await dialog.getByRole('button', { name: ptBR.common.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await ana.getByText('Confeiteira em Recife.').waitFor();
    await ana.getByRole('link', { name: /instagram\.com\/anaperfil/ }).waitFor();

    // Bruno, on a desktop: Ana's reply on his topic; her name opens her card, 'Ver perfil' her page.
    const topicId = await postTopic(bruno, 'Receitas que vendem');
    expect((await api(ana, 'POST', `/api/forum/topics/${topicId}/replies`, { content: 'Bolo de pote!' })).status).toBe(
      201,
    );
    await bruno.goto(`${server.url}/forum/${topicId}`);
    const cardButton = bruno
      .getByRole('button', { name: community.card.open.replace('{{name}}', 'Ana Perfil') })
      .last();
    await cardButton.click();
    const card = bruno.getByRole('dialog', { name: community.card.label.replace('{{name}}', 'Ana Perfil') });
    await card.getByText('Confeiteira em Recife.').waitFor();
    await expectNoSeriousViolations(bruno, 'author card');
    await card.getByRole('link', { name: community.card.viewProfile }).click();
    await bruno.getByRole('heading', { name: 'Ana Perfil', level: 1 }).waitFor();
    await bruno.getByText(community.profile.coursesHidden).waitFor();
    expect(await bruno.locator('main').innerText()).not.toMatch(/@|Gratuito|Premium/);
    await expectNoSeriousViolations(bruno, "another member's profile");

    // The ranking: on the phone a link from the forum (no block under the topics), Ana's place on the page.
    await ana.goto(`${server.url}/forum`);
    await ana.getByRole('link', { name: forum.ranking.title }).click();
    await ana.getByRole('heading', { name: community.leaderboard.title }).waitFor();
    const list = ana.getByRole('list', { name: /Ranking: Blivion do Mês/ });
    await list.getByText('Ana Perfil').waitFor();
    await fitsThePhone(ana, 'ranking page');
    await expectNoSeriousViolations(ana, 'ranking page');
  });

  it('a reply with a pasted image and a mention chosen from the suggestions notifies the mentioned member', async () => {
    const carla = await member('Carla Citada', false);
    const davi = await member('Davi Autor', true);
    const carlaId = await idOf(carla);
    const topicId = await postTopic(davi, 'Mostre sua vitrine');

    await davi.goto(`${server.url}/forum/${topicId}`);
    const box = davi.getByRole('textbox', { name: forum.post.replyLabel });
    await box.click();
    await box.pressSequentially('Olha isso @carl');
    const option = davi.getByRole('option', { name: 'Carla Citada' });
    await option.waitFor();
    await expectNoSeriousViolations(davi, 'composer with suggestions');
    await box.press('Enter');
    expect(await box.inputValue()).toBe('Olha isso @[Carla Citada] ');

    await box.evaluate(async (element, base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'vitrine.png', { type: 'image/png' }));
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, PNG_BASE64);
    await expect
      .poll(() => box.inputValue(), { timeout: 15_000 })
      .toMatch(/!\[imagem\]\(\/uploads\/[a-f0-9]{64}\.webp\)/);
    await fitsThePhone(davi, 'composer', false);
    await davi.getByRole('button', { name: forum.post.sendReply }).click();
    await davi.getByText(forum.post.replyPostedTitle).first().waitFor();
    await davi.locator('img[src$=".webp"][loading="lazy"]').first().waitFor();
    const mentionSpan = davi.locator('.mention', { hasText: '@Carla Citada' });
    await mentionSpan.first().waitFor();

    const bell = await api<{ items: Array<{ kind: string; text: string }> }>(carla, 'GET', '/api/notifications');
    expect(bell.body.items.find((item) => item.kind === 'forum.mention')?.text).toBe(
      'Davi Autor mencionou você em “Mostre sua vitrine”',
    );
    expect(carlaId).toBeTruthy();
  });
});
