// End to end in Chromium (issue 14, decision 0058): a YouTube and a Vimeo lesson save where the
// member stopped and reopen there. The machine has no internet, so the two players' addresses are
// answered by small pages of this test that speak the messages the real frames exchange with their
// API scripts (YouTube: 'listening', initialDelivery, infoDelivery as JSON text with id and channel;
// Vimeo: ping, ready, addEventListener, timeupdate/play/pause with data.seconds). Like a real
// player, each starts listening a moment after its page has loaded.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { api } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signUpThroughForm } from './support/session.js';

const MASTER = 'chefe-embeds@exemplo.test';

/** The player page: 'Play' and 'Pause' buttons, a 'Seek 42' / 'Seek 100' as the scrubber would, its clock. */
function playerPage(kind: 'youtube' | 'vimeo'): string {
  const script = `
    const youtube = ${JSON.stringify(kind === 'youtube')};
    const params = new URLSearchParams(location.search);
    const start = youtube ? Number(params.get('start') || 0) : Number((location.hash.match(/t=(\\d+)s/) || [0, 0])[1]);
    let time = 0, playing = false, started = false, id = null, ticker = null;
    const parentOrigin = youtube ? params.get('origin') : '*';
    const send = (message) => parent.postMessage(youtube ? JSON.stringify({ ...message, id, channel: 'widget' }) : message, parentOrigin);
    const report = (event) => youtube
      ? send({ event: 'infoDelivery', info: { currentTime: time, playerState: playing ? 1 : 2 } })
      : send({ event, data: { seconds: time, percent: time / 600, duration: 600 } });
    const play = () => {
      if (!started) { started = true; time = start; }
      playing = true;
      report('play');
      ticker = setInterval(() => { time += 0.25; report('timeupdate'); }, 250);
    };
    const pause = () => { playing = false; clearInterval(ticker); report('pause'); };
    document.getElementById('play').onclick = play;
    document.getElementById('pause').onclick = pause;
    for (const to of [42, 100]) document.getElementById('seek' + to).onclick = () => { time = to; report('timeupdate'); };
    setTimeout(() => window.addEventListener('message', (event) => {
      const message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
      document.body.dataset.connected = 'yes';
      if (youtube && message.event === 'listening') {
        id = message.id;
        send({ event: 'initialDelivery', info: { currentTime: 0, playerState: 5, duration: 600 } });
      }
      if (!youtube && message.method === 'ping') send({ method: 'ping' });
    }), 700);
    if (!youtube) setTimeout(() => send({ event: 'ready' }), 1200);
  `;
  return `<!doctype html><html lang="en"><body>
    <button id="play">Play</button><button id="pause">Pause</button>
    <button id="seek42">Seek 42</button><button id="seek100">Seek 100</button>
    <script>${script}</script></body></html>`;
}

describe('YouTube and Vimeo lessons resume where the member stopped', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let courseId = '';
  let lessons: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
    context = await browser.newContext({ locale: 'pt-BR' });
    await context.route('https://www.youtube-nocookie.com/embed/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: playerPage('youtube') }),
    );
    await context.route('https://player.vimeo.com/video/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: playerPage('vimeo') }),
    );
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signUpThroughForm(page, server.url, 'Chefe dos Vídeos', MASTER);
    const created = await api<{ id: string }>(page, 'POST', '/api/admin/courses', {
      title: 'Vídeos de fora',
      description: 'Aulas no YouTube e no Vimeo.',
      category: 'marketing',
    });
    expect(created.status).toBe(201);
    courseId = created.body.id;
    const lesson = (title: string, video: object) => ({ title, descriptionMd: '', video, durationSeconds: 600 });
    const saved = await api<{ modules: Array<{ lessons: Array<{ id: string }> }> }>(
      page,
      'PUT',
      `/api/admin/courses/${courseId}/content`,
      {
        modules: [
          {
            title: 'MÓDULO 1',
            lessons: [
              lesson('Aula no YouTube', { kind: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
              lesson('Aula no Vimeo', { kind: 'vimeo', url: 'https://vimeo.com/76979871' }),
            ],
          },
        ],
      },
    );
    expect(saved.status).toBe(200);
    lessons = saved.body.modules[0]!.lessons.map((l) => l.id);
    expect((await api(page, 'PUT', `/api/admin/courses/${courseId}/status`, { isActive: true })).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  /** The next position report of the lesson from `from` on (the clock may have ticked past the scrubber); its seconds. */
  const positionSaved = async (lessonId: string, from: number) => {
    const response = await page.waitForResponse((candidate) => {
      if (!candidate.url().endsWith(`/api/lessons/${lessonId}/position`)) return false;
      if (candidate.request().method() !== 'PUT') return false;
      const { positionSeconds } = candidate.request().postDataJSON() as { positionSeconds: number };
      return positionSeconds >= from && positionSeconds < from + 5;
    });
    expect(response.status()).toBe(200);
    return String((response.request().postDataJSON() as { positionSeconds: number }).positionSeconds);
  };

  it.each([
    ['YouTube', 0, (src: string) => new URL(src).searchParams.get('start')],
    ['Vimeo', 1, (src: string) => /#t=(\d+)s$/.exec(src)?.[1] ?? null],
  ] as const)('%s: a pause and leaving save the position, and the lesson reopens there', async (_kind, n, startOf) => {
    const lessonId = lessons[n]!;
    const address = `${server.url}/courses/${courseId}/lessons/${lessonId}`;
    const otherLesson = () => page.getByRole('link', { name: n === 0 ? /Aula no Vimeo/ : /Aula no YouTube/ });
    const startParam = async () => startOf((await page.locator('iframe').getAttribute('src'))!);
    const frame = page.frameLocator('iframe');
    await page.goto(address);
    expect(await startParam()).toBeNull();

    // Playing from the start, the scrubber at 42 s, a pause: saved at once.
    const paused = positionSaved(lessonId, 42);
    await frame.getByRole('button', { name: 'Play' }).click();
    await frame.getByRole('button', { name: 'Seek 42' }).click();
    await frame.getByRole('button', { name: 'Pause' }).click();
    const pausedAt = await paused;
    await page.reload();
    expect(await startParam()).toBe(pausedAt);

    // Opened and left without playing: the frame said 0 before it played, and the saved position stays.
    await frame.locator('body[data-connected="yes"]').waitFor();
    await otherLesson().click();
    await page.waitForURL((url) => !url.pathname.endsWith(`/lessons/${lessonId}`));
    await page.goto(address);
    expect(await startParam()).toBe(pausedAt);

    // Playing on from 42, the scrubber at 100, then another lesson without a pause: saved on leaving.
    await frame.getByRole('button', { name: 'Play' }).click();
    await frame.getByRole('button', { name: 'Seek 100' }).click();
    const left = positionSaved(lessonId, 100);
    await otherLesson().click();
    const leftAt = await left;
    await page.goto(address);
    expect(await startParam()).toBe(leftAt);
  });
});
