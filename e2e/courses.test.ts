// Issue 14 end to end: an admin builds a course of two modules with an uploaded video and activates
// it; a premium member finds it in the carousel, watches, seeks, completes a lesson, lands on the
// next one, resumes it after a reload and opens a lesson found by the top bar's search; a free member gets the access page; axe finds no serious or critical violation on the catalogue, the admin tab, the content
// editor and the player. The tests run in order and share the course.
import path from 'node:path';
import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser.js';
import { api } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signUpThroughForm, uniqueEmail } from './support/session.js';
import { fill } from './support/texts.js';

const MASTER = 'chefe-cursos@exemplo.test';
/** The demo lessons' video (30 s VP9 WebM, 263 KB), made by apps/server/assets/make-demo-lesson.sh. */
const VIDEO_FILE = path.resolve(import.meta.dirname, '../apps/server/assets/demo-lesson.webm');
const c = ptBR.courses;
const TITLE = 'Tráfego pago na prática';
const MODULES = [
  { title: 'Fundamentos do tráfego', lessons: ['Primeira campanha', 'Públicos e segmentação'] },
  { title: 'Escala e otimização', lessons: ['Leitura de métricas'] },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startingWith = (text: string) => new RegExp(`^${escape(text)}`);
/** The two long stories take about 30 s on a quiet machine; this ceiling is for a busy one (it never waits). */
const STORY_TIMEOUT_MS = 120_000;

describe('courses in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let admin: Page;
  let courseId = '';
  const lessonIds: string[] = [];

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ locale: 'pt-BR' });
    contexts.push(context);
    const page = await context.newPage();
    // A step that never comes fails with its own locator, well within the test's 60 s.
    page.setDefaultTimeout(20_000);
    return page;
  }

  async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
    const violations = await seriousViolations(page);
    expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  }

  /** The page's only video element: its state as the browser reports it. */
  function videoState(page: Page) {
    return page.locator('video').evaluate((video: HTMLVideoElement) => ({
      paused: video.paused,
      currentTime: video.currentTime,
      readyState: video.readyState,
      src: video.currentSrc,
    }));
  }

  /** Starts the video as a person would (a click on it) and waits for the element's own 'playing' and a moving clock. */
  async function playVideo(page: Page): Promise<void> {
    const video = page.locator('video');
    await video.evaluate((element: HTMLVideoElement) => {
      (element as HTMLVideoElement & { sawPlaying?: Promise<void> }).sawPlaying = new Promise((resolve) =>
        element.addEventListener('playing', () => resolve(), { once: true }),
      );
    });
    await video.click();
    await video.evaluate((element: HTMLVideoElement & { sawPlaying?: Promise<void> }) => element.sawPlaying);
    const start = (await videoState(page)).currentTime;
    await page.waitForFunction((from) => {
      const element = document.querySelector('video');
      return !!element && !element.paused && element.currentTime > from + 0.3;
    }, start);
  }

  /** Seeks as the player's scrubber does (currentTime) and waits until the frame there has loaded (a byte range). */
  async function seek(page: Page, seconds: number): Promise<void> {
    await page.locator('video').evaluate(
      (element: HTMLVideoElement, to) =>
        new Promise<void>((resolve) => {
          element.addEventListener('seeked', () => resolve(), { once: true });
          element.currentTime = to;
        }),
      seconds,
    );
    const state = await videoState(page);
    expect(state.currentTime).toBeGreaterThanOrEqual(seconds);
    expect(state.readyState).toBeGreaterThanOrEqual(2);
  }

  async function lessonGroup(module: Locator, index: number): Promise<Locator> {
    const group = module.getByRole('group', {
      name: startingWith(fill(c.contentDialog.lessonLabel, { n: index + 1, title: '' })),
    });
    await group.waitFor();
    return group;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
    admin = await newPage();
    await signUpThroughForm(admin, server.url, 'Chefe dos Cursos', MASTER);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  it(
    'an admin creates a course of two modules, uploads a lesson video and activates the course',
    async () => {
      await admin.goto(`${server.url}/courses`);
      await admin.getByRole('tab', { name: c.tabs.admin }).click();
      const table = admin.getByRole('table', { name: c.admin.tableLabel });
      await table.getByRole('row').nth(1).waitFor();
      await expectNoSeriousViolations(admin, 'admin tab');

      await admin.getByRole('button', { name: c.createCourse }).click();
      const create = admin.getByRole('dialog', { name: c.createDialog.title });
      await create.getByLabel(c.form.title, { exact: true }).fill(TITLE);
      await create
        .getByLabel(c.form.description, { exact: true })
        .fill('Da primeira campanha à escala, com métricas reais.');
      await create.getByLabel(c.form.category, { exact: true }).click();
      await admin.getByRole('option', { name: c.categories.marketing }).click();
      await create.getByRole('button', { name: c.createDialog.submit }).click();
      await admin.getByText(c.toasts.createdTitle).first().waitFor();
      // The row's buttons take clicks once the dialog (and its focus trap) has gone.
      await create.waitFor({ state: 'detached' });
      const row = table.getByRole('row', { name: new RegExp(escape(TITLE)) });
      await row.getByText(c.status.inactive).waitFor();

      await row.getByRole('button', { name: fill(c.admin.editContentOf, { title: TITLE }) }).click();
      const editor = admin.getByRole('dialog', { name: c.contentDialog.title });
      for (const [moduleIndex, module] of MODULES.entries()) {
        await editor.getByRole('button', { name: c.contentDialog.addModule }).click();
        const section = editor.getByRole('region', {
          name: startingWith(fill(c.contentDialog.moduleLabel, { n: moduleIndex + 1, title: '' })),
        });
        await section.getByLabel(c.contentDialog.moduleTitle, { exact: true }).fill(module.title);
        for (const [lessonIndex, lesson] of module.lessons.entries()) {
          await section.getByRole('button', { name: c.contentDialog.addLesson }).click();
          const group = await lessonGroup(section, lessonIndex);
          await group.getByLabel(c.contentDialog.lessonTitle, { exact: true }).fill(lesson);
          const details = group.getByRole('button', { name: fill(c.contentDialog.showLesson, { title: lesson }) });
          if ((await details.getAttribute('aria-expanded')) !== 'true') await details.click();
          await group.getByLabel(c.contentDialog.lessonDescription, { exact: true }).fill(`Nesta aula: **${lesson}**.`);
          if (moduleIndex === 0) {
            // Module 1's lessons play the uploaded file; module 2's lesson has no video.
            await group.getByRole('radio', { name: c.contentDialog.video.file, exact: true }).check();
            await group.getByLabel(c.contentDialog.video.fileLabel, { exact: true }).setInputFiles(VIDEO_FILE);
            await group.getByText(fill(c.contentDialog.video.uploaded, { name: 'demo-lesson.webm' })).waitFor();
          }
        }
      }
      await expectNoSeriousViolations(admin, 'content editor');
      await editor.getByRole('button', { name: c.contentDialog.submit, exact: true }).click();
      await admin.getByText(c.toasts.contentUpdatedTitle).first().waitFor();
      await editor.waitFor({ state: 'detached' });
      await row.getByRole('cell', { name: '2', exact: true }).waitFor();
      await row.getByRole('cell', { name: '3', exact: true }).waitFor();

      await row.getByRole('button', { name: fill(c.admin.activateCourse, { title: TITLE }) }).click();
      await admin.getByText(c.toasts.activatedTitle).first().waitFor();
      await row.getByText(c.status.active).waitFor();

      const list = await api<{ items: Array<{ id: string; title: string }> }>(admin, 'GET', '/api/admin/courses');
      courseId = list.body.items.find((course) => course.title === TITLE)!.id;
      const content = await api<{ modules: Array<{ lessons: Array<{ id: string; video: { kind: string } }> }> }>(
        admin,
        'GET',
        `/api/admin/courses/${courseId}/content`,
      );
      for (const module of content.body.modules) for (const lesson of module.lessons) lessonIds.push(lesson.id);
      expect(content.body.modules.map((module) => module.lessons.map((lesson) => lesson.video.kind))).toEqual([
        ['file', 'file'],
        ['none'],
      ]);
    },
    STORY_TIMEOUT_MS,
  );

  it(
    'a premium member finds the course in its row, watches, seeks, completes a lesson, lands on the next and resumes it',
    async () => {
      expect(lessonIds).toHaveLength(3);
      const member = await newPage();
      await signUpThroughForm(member, server.url, 'Paula Premium', uniqueEmail('premium'));
      const memberId = (await api<{ user: { id: string } }>(member, 'GET', '/api/me')).body.user.id;
      const granted = await api(admin, 'PATCH', `/api/admin/users/${memberId}/access`, {
        role: 'premium',
        accessType: 'total',
        accessExpiration: null,
      });
      expect(granted.status).toBe(200);

      // The catalogue: the new course is a card of its category's swipeable row.
      await member.goto(`${server.url}/courses`);
      const row = member.getByRole('region', { name: c.categories.marketing });
      await row.getByRole('link', { name: new RegExp(escape(TITLE)) }).waitFor();
      await expectNoSeriousViolations(member, 'catalogue');

      // The card opens the course at the lesson to resume: the first one.
      await row.getByRole('link', { name: new RegExp(escape(TITLE)) }).click();
      await member.waitForURL(`${server.url}/courses/${courseId}/lessons/${lessonIds[0]}`);
      await member
        .getByRole('navigation', { name: c.player.breadcrumbLabel })
        .getByText(MODULES[0]!.lessons[0]!)
        .waitFor();

      await playVideo(member);
      expect((await videoState(member)).src).toContain('/api/course-videos/');
      await seek(member, 12);
      await expectNoSeriousViolations(member, 'player');

      await member.getByRole('button', { name: c.player.completeAndNext }).click();
      await member.getByText(c.player.lessonCompletedTitle).first().waitFor();
      await member.waitForURL(`${server.url}/courses/${courseId}/lessons/${lessonIds[1]}`);
      await member.getByRole('heading', { name: MODULES[0]!.lessons[1]! }).waitFor();
      await member
        .getByText(fill(c.player.moduleProgress, { completed: 1, count: 2 }))
        .first()
        .waitFor();

      // Watch the second lesson up to 9 s and pause: the player saves the position then.
      await playVideo(member);
      await seek(member, 9);
      const saved = member.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/lessons/${lessonIds[1]}/position`) && response.request().method() === 'PUT',
      );
      await member.locator('video').evaluate((element: HTMLVideoElement) => element.pause());
      expect((await saved).status()).toBe(200);

      await member.reload();
      await member.waitForURL(`${server.url}/courses/${courseId}/lessons/${lessonIds[1]}`);
      await member.waitForFunction(() => {
        const element = document.querySelector('video');
        return !!element && element.readyState >= 1 && element.currentTime >= 8;
      });
      // The course's own address opens the lesson to resume.
      await member.goto(`${server.url}/courses/${courseId}`);
      await member.waitForURL(`${server.url}/courses/${courseId}/lessons/${lessonIds[1]}`);
      await member
        .getByText(fill(c.player.moduleProgress, { completed: 1, count: 2 }))
        .first()
        .waitFor();

      // The dashboard opens on 'Continuar assistindo': that lesson, where it resumes, one tap to play.
      await member.goto(`${server.url}/dashboard`);
      const resume = member.getByRole('link', {
        name: fill(ptBR.features.dashboardCourses.playLabel, { lesson: MODULES[0]!.lessons[1]!, course: TITLE }),
      });
      await resume.getByText(/Retomar em 00:0[89]/).waitFor();
      await resume.click();
      await member.waitForURL(`${server.url}/courses/${courseId}/lessons/${lessonIds[1]}`);
      await member.waitForFunction(() => {
        const element = document.querySelector('video');
        return !!element && element.readyState >= 1 && element.currentTime >= 8;
      });
      // The finished first lesson offers 'Próxima aula'.
      await member.goto(`${server.url}/courses/${courseId}/lessons/${lessonIds[0]}`);
      const nextLesson = member.getByRole('link', { name: c.player.nextLesson });
      expect(await nextLesson.getAttribute('href')).toBe(`/courses/${courseId}/lessons/${lessonIds[1]}`);

      // The top bar's search finds a lesson by words of its title, accents and case aside, and opens it.
      const lessonTitle = MODULES[1]!.lessons[0]!;
      const topSearch = member.getByRole('combobox', { name: ptBR.features.search.label });
      await topSearch.fill('LEITURA metricas');
      const result = member
        .getByRole('listbox', { name: ptBR.features.search.resultsLabel })
        .getByRole('option', { name: new RegExp(escape(lessonTitle)) });
      await result.waitFor();
      await result.click();
      await member.waitForURL(`${server.url}/courses/${courseId}/lessons/${lessonIds[2]}`);
      await member.getByRole('heading', { name: lessonTitle }).waitFor();
    },
    STORY_TIMEOUT_MS,
  );

  it('a free member gets the access page, and the server refuses the catalogue and the player', async () => {
    const member = await newPage();
    await signUpThroughForm(member, server.url, 'Fábio Free', uniqueEmail('free'));
    await member.goto(`${server.url}/courses`);
    await member.getByRole('heading', { name: ptBR.shell.access.deniedTitle }).waitFor();
    expect((await api(member, 'GET', '/api/courses')).status).toBe(403);
    expect((await api(member, 'GET', `/api/courses/${courseId}/player`)).status).toBe(403);
  });
});
