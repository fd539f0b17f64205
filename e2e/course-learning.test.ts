// Issue 32 in Chromium: an admin attaches a PDF and a link to a lesson and sets module 2 to open 7 days
// after access (previewing a day first); a premium member downloads the PDF, finds module 2 locked
// ('Disponível em dd/MM'), writes a note with the video's time and seeks by it, completes the course
// with the server's clock moved 8 days, downloads the certificate (one page, her accented name) and
// opens its public page. axe on every new screen; none scrolls sideways at 360 px.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from './support/ai-files.js';
import { launchBrowser, seriousViolations } from './support/browser.js';
import { api } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { movedClockEnv, startServer } from './support/server.js';
import { PASSWORD, signInThroughForm, signUpThroughForm, uniqueEmail } from './support/session.js';
import { fill } from './support/texts.js';

const MASTER = 'chefe-aprendizado@exemplo.test';
const VIDEO_FILE = path.resolve(import.meta.dirname, '../apps/server/assets/demo-lesson.webm');
const c = ptBR.courses;
const l = ptBR.courses.learning;
const TITLE = 'Edição de vídeos para anúncios';
const MEMBER_NAME = 'Conceição Araújo Lourenço';
const PDF_NAME = 'Apostila — edição e ação.pdf';
const PDF = tinyPdf('Apostila de exercicios');
const LINK = { label: 'Planilha de roteiro', url: 'https://exemplo.com.br/planilha-roteiro' };
/** About 2 minutes on a quiet machine (two uploads, a server restart); the ceiling is for a busy one. */
const STORY_TIMEOUT_MS = 420_000;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startingWith = (text: string) => new RegExp(`^${escape(text)}`);
/** A calendar day in Brasília `days` from now: 'YYYY-MM-DD' and 'dd/MM'. */
function brasiliaDay(days: number): { iso: string; short: string } {
  const date = new Date(Date.now() + days * 86_400_000);
  const zone = { timeZone: 'America/Sao_Paulo' } as const;
  return {
    iso: new Intl.DateTimeFormat('en-CA', zone).format(date),
    short: new Intl.DateTimeFormat('pt-BR', { ...zone, day: '2-digit', month: '2-digit' }).format(date),
  };
}

describe('materials, release schedule, notes and certificates in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ locale: 'pt-BR', acceptDownloads: true });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    return page;
  }

  const started = Date.now();
  async function expectAxeClean(page: Page, where: string): Promise<void> {
    // Where a slow run is, when it times out.
    console.info(`course-learning: ${where} after ${Math.round((Date.now() - started) / 1000)} s`);
    const violations = await seriousViolations(page);
    expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  }

  /** At 360 px wide the page is no wider than the screen; the viewport goes back to 1280 after. */
  async function expectFitsPhone(page: Page, where: string): Promise<void> {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.waitForTimeout(100);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, where).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  async function seekTo(page: Page, seconds: number): Promise<void> {
    await page.locator('video').evaluate(
      (video: HTMLVideoElement, to) =>
        new Promise<void>((resolve) => {
          video.addEventListener('seeked', () => resolve(), { once: true });
          video.currentTime = to;
        }),
      seconds,
    );
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  it(
    'from the editor to a verified certificate',
    async () => {
      const admin = await newPage();
      await signUpThroughForm(admin, server.url, 'Chefe do Aprendizado', MASTER);
      const created = await api<{ id: string }>(admin, 'POST', '/api/admin/courses', {
        title: TITLE,
        description: 'Cortes, ritmo e legendas para anúncios que convertem.',
        category: 'marketing',
      });
      expect(created.status).toBe(201);
      const courseId = created.body.id;
      const saved = await api(admin, 'PUT', `/api/admin/courses/${courseId}/content`, {
        modules: [
          { title: 'Primeiros cortes', lessons: [{ title: 'Aula de abertura' }] },
          { title: 'Ritmo e legendas', lessons: [{ title: 'Aula final' }] },
        ],
      });
      expect(saved.status).toBe(200);
      expect((await api(admin, 'PUT', `/api/admin/courses/${courseId}/status`, { isActive: true })).status).toBe(200);

      // The admin: the lesson's video, a PDF and a link; module 2 opens 7 days after access.
      await admin.goto(`${server.url}/courses?aba=administrar`);
      const table = admin.getByRole('table', { name: c.admin.tableLabel });
      const row = table.getByRole('row', { name: new RegExp(escape(TITLE)) });
      await row.getByRole('button', { name: fill(c.admin.editContentOf, { title: TITLE }) }).click();
      const editor = admin.getByRole('dialog', { name: c.contentDialog.title });
      const first = editor.getByRole('region', {
        name: startingWith(fill(c.contentDialog.moduleLabel, { n: 1, title: '' })),
      });
      const lesson = first.getByRole('group', {
        name: startingWith(fill(c.contentDialog.lessonLabel, { n: 1, title: '' })),
      });
      await lesson
        .getByRole('button', { name: fill(c.contentDialog.showLesson, { title: 'Aula de abertura' }) })
        .click();
      await lesson.getByRole('radio', { name: c.contentDialog.video.file, exact: true }).check();
      await lesson.getByLabel(c.contentDialog.video.fileLabel, { exact: true }).setInputFiles(VIDEO_FILE);
      await lesson.getByText(fill(c.contentDialog.video.uploaded, { name: 'demo-lesson.webm' })).waitFor();
      await lesson
        .getByLabel(l.editor.materials.fileLabel, { exact: true })
        .setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: PDF });
      await lesson.getByText(startingWith(`${PDF_NAME} (${l.materials.types.pdf}`)).waitFor();
      await lesson.getByLabel(l.editor.materials.linkLabel, { exact: true }).fill(LINK.label);
      await lesson.getByLabel(l.editor.materials.linkUrl, { exact: true }).fill(LINK.url);
      await lesson.getByRole('button', { name: l.editor.materials.addLink }).click();
      await lesson.getByText(`${LINK.label} · ${LINK.url}`).waitFor();
      const second = editor.getByRole('region', {
        name: startingWith(fill(c.contentDialog.moduleLabel, { n: 2, title: '' })),
      });
      await second.getByRole('radio', { name: l.editor.release.days, exact: true }).check();
      await second.getByLabel(l.editor.release.daysLabel, { exact: true }).fill('7');
      await expectAxeClean(admin, 'content editor with materials and release');
      await expectFitsPhone(admin, 'content editor at 360 px');
      await editor.getByRole('button', { name: c.contentDialog.submit, exact: true }).click();
      await admin.getByText(c.toasts.contentUpdatedTitle).first().waitFor();
      await editor.waitFor({ state: 'detached' });

      const content = await api<{
        modules: Array<{ release: unknown; lessons: Array<{ id: string; materials: Array<{ kind: string }> }> }>;
      }>(admin, 'GET', `/api/admin/courses/${courseId}/content`);
      expect(content.body.modules[0]!.lessons[0]!.materials.map((material) => material.kind)).toEqual(['file', 'link']);
      expect(content.body.modules[1]!.release).toEqual({ kind: 'days', days: 7 });
      const [firstLesson, lastLesson] = content.body.modules.map((module) => module.lessons[0]!.id);

      // The preview of a day: today module 2 is locked, in 8 days it is open.
      await row.getByRole('button', { name: fill(c.admin.editContentOf, { title: TITLE }) }).click();
      const secondPreview = admin.getByRole('list', { name: l.editor.preview.title }).getByRole('listitem').nth(1);
      const locked = fill(l.editor.preview.locked, { date: brasiliaDay(7).short });
      await expect.poll(() => secondPreview.innerText()).toContain(locked);
      await admin.getByLabel(l.editor.preview.dateLabel, { exact: true }).fill(brasiliaDay(8).iso);
      await expect.poll(() => secondPreview.innerText()).toContain(l.editor.preview.open);
      await expectAxeClean(admin, 'release preview');
      await admin.keyboard.press('Escape');

      // The member, premium from today.
      const member = await newPage();
      const email = uniqueEmail('conceicao');
      await signUpThroughForm(member, server.url, MEMBER_NAME, email);
      const memberId = (await api<{ user: { id: string } }>(member, 'GET', '/api/me')).body.user.id;
      const access = { role: 'premium', accessType: 'total', accessExpiration: null };
      expect((await api(admin, 'PATCH', `/api/admin/users/${memberId}/access`, access)).status).toBe(200);

      await member.goto(`${server.url}/courses/${courseId}/lessons/${firstLesson}`);
      const materials = member.getByRole('region', { name: l.materials.title });
      const pdfLink = materials.getByRole('link', { name: startingWith(`Baixar ${PDF_NAME}`) });
      const [download] = await Promise.all([member.waitForEvent('download'), pdfLink.click()]);
      expect(download.suggestedFilename()).toBe(PDF_NAME);
      expect(Buffer.compare(await readFile((await download.path())!), PDF)).toBe(0);
      const link = materials.getByRole('link', { name: fill(l.materials.openLink, { label: LINK.label }) });
      expect(await link.getAttribute('href')).toBe(LINK.url);

      // A note with the video's time, saved as typed; the time seeks the video.
      await member
        .locator('video')
        .evaluate(
          (video: HTMLVideoElement) =>
            video.readyState >= 1 || new Promise((resolve) => video.addEventListener('loadedmetadata', resolve)),
        );
      await seekTo(member, 12);
      const note = member.getByLabel(l.notes.label, { exact: true });
      await note.fill('Rever os cortes');
      await member.getByRole('button', { name: l.notes.insertTime }).click();
      await expect.poll(() => note.inputValue()).toBe('Rever os cortes [00:12] ');
      await member.getByRole('status').getByText(l.notes.saved).waitFor();
      await seekTo(member, 1);
      await member.getByRole('button', { name: fill(l.notes.seek, { time: '00:12' }) }).click();
      await member.waitForFunction(() => Math.abs((document.querySelector('video')?.currentTime ?? 0) - 12) < 0.5);
      await expectAxeClean(member, 'player with materials and notes');
      await expectFitsPhone(member, 'player at 360 px');
      const stored = await api<{ body: string }>(member, 'GET', `/api/lessons/${firstLesson}/note`);
      expect(stored.body.body).toBe('Rever os cortes [00:12] ');
      await member.reload();
      const reloaded = member.getByLabel(l.notes.label, { exact: true });
      await reloaded.waitFor();
      expect(await reloaded.inputValue()).toBe('Rever os cortes [00:12] ');

      await member.goto(`${server.url}/anotacoes`);
      await member.getByRole('heading', { name: TITLE }).waitFor();
      await member.getByRole('link', { name: fill(l.notes.seek, { time: '00:12' }) }).waitFor();
      await expectAxeClean(member, 'notes page');
      await expectFitsPhone(member, 'notes page at 360 px');

      // Module 2 is locked until 7 days after access.
      await member.goto(`${server.url}/courses/${courseId}/lessons/${firstLesson}`);
      await member.getByRole('button', { name: c.player.completeAndNext }).click();
      await member.getByText(c.player.lessonCompletedTitle).first().waitFor();
      await member.goto(`${server.url}/courses/${courseId}/lessons/${lastLesson}`);
      // The lesson says so, and so does its module in the side panel, whose lessons read as locked.
      const opensOn = fill(l.locked.message, { date: brasiliaDay(7).short });
      await expect.poll(() => member.getByText(opensOn).count()).toBe(2);
      const lockedLesson = fill(l.locked.lesson, { date: brasiliaDay(7).short });
      expect(await member.getByRole('link', { name: lockedLesson }).count()).toBeGreaterThan(0);
      await expectAxeClean(member, 'locked lesson');

      // Eight days later (the session has lapsed: she signs in again) the module is open.
      await server.restart(movedClockEnv('+8d'));
      await signInThroughForm(member, server.url, email, PASSWORD);
      await member.waitForURL(`${server.url}/dashboard`);
      await member.goto(`${server.url}/courses/${courseId}/lessons/${lastLesson}`);
      await member.getByRole('heading', { name: c.player.description }).waitFor();
      expect(await member.getByText(l.locked.title).count()).toBe(0);
      await member.getByRole('button', { name: c.player.completeAndNext }).click();
      const congratulations = member.getByRole('region', { name: l.congratulations.title });
      await congratulations.waitFor();
      const [certificate] = await Promise.all([
        member.waitForEvent('download'),
        congratulations.getByRole('link', { name: l.congratulations.download }).click(),
      ]);
      const pdf = await getDocumentProxy(new Uint8Array(await readFile((await certificate.path())!)));
      const { totalPages, text } = await extractText(pdf, { mergePages: true });
      expect(totalPages).toBe(1);
      expect(text).toContain(MEMBER_NAME);
      await expectAxeClean(member, 'congratulations');

      await congratulations.getByRole('link', { name: l.congratulations.verify }).click();
      await member.waitForURL(/\/certificados\//);
      await member.getByText(l.verify.valid).first().waitFor();
      await member.getByText(MEMBER_NAME).first().waitFor();
      await expectAxeClean(member, 'verify page');
      await expectFitsPhone(member, 'verify page at 360 px');

      await member.goto(`${server.url}/courses`);
      await member
        .getByRole('link', { name: fill(l.card.certificateLabel, { course: TITLE }) })
        .first()
        .waitFor();
      await expectAxeClean(member, 'catalogue with a certificate');
      await expectFitsPhone(member, 'catalogue at 360 px');
    },
    STORY_TIMEOUT_MS,
  );
});
