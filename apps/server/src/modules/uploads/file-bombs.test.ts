import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { errorText } from '@blivion/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember, UploadedFile } from '../../test-support/factories.js';
import { createStaff, errorOf, multipartBody } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { prestartParserWorker } from '../../files/parser-pool.js';
import { pdfBomb, pngBomb, svgFlood, webmVoidFlood } from '../../files/test-bombs.js';
import { pdfBytes } from '../../files/test-pdfs.js';
import { mp4Bytes } from '../courses/videos/test-videos.js';

const MiB = 1024 * 1024;

/**
 * Decompression bombs and their kin, sent to every route that parses a member's file (issue 27,
 * item 1): each is answered with a Portuguese refusal (or, for a video, without a duration) in
 * bounded time, while /api/health keeps answering at once.
 */
describe('files that take too much to parse', () => {
  let t: TestApp;
  let premium: TestMember;
  let admin: TestMember;
  let uploadsDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    [premium, admin] = await Promise.all([createStaff(t.app, 'premium'), createStaff(t.app, 'admin')]);
    uploadsDir = path.join(t.config.dataDir, 'uploads');
  }, 60_000);
  afterAll(async () => t.close());

  const storedFiles = () => readdir(uploadsDir).catch(() => [] as string[]);
  const file = (filename: string, data: Buffer): UploadedFile => ({
    filename,
    contentType: 'application/octet-stream',
    data,
  });

  /** The slowest of ten health answers with nothing else going on: what this machine gives now. */
  async function idleHealth(): Promise<number> {
    let slowest = 0;
    for (let i = 0; i < 10; i++) {
      const asked = performance.now();
      await t.app.inject({ method: 'GET', url: '/api/health' });
      slowest = Math.max(slowest, performance.now() - asked);
      await pause(25);
    }
    return slowest;
  }

  /**
   * Sends the upload and asks /api/health every 25 ms until it is answered: the upload's answer,
   * how long it took, and the slowest health answer meanwhile.
   */
  async function sendWhileProbing(url: string, upload: UploadedFile, actor: TestMember) {
    const { payload, headers } = multipartBody(upload);
    const started = performance.now();
    let answered: LightMyRequestResponse | null = null;
    let elapsed = 0;
    const sending = t.app
      .inject({ method: 'POST', url, payload, headers: { ...headers, cookie: actor.cookie } })
      .then((response) => {
        elapsed = performance.now() - started;
        answered = response;
      });
    let slowestHealth = 0;
    while (!answered) {
      const asked = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      slowestHealth = Math.max(slowestHealth, performance.now() - asked);
      await Promise.race([sending, pause(25)]);
    }
    await sending;
    return { response: answered as LightMyRequestResponse, elapsed, slowestHealth };
  }

  it('refuses a PDF whose one stream inflates to 600 MiB within 2 s, health answering meanwhile, memory given back', async () => {
    const bomb = pdfBomb(600);
    expect(bomb.length).toBeLessThan(700 * 1024);
    // The same request with an ordinary PDF, in the same run: on a loaded machine both take longer,
    // and the bounds below are the figures above it (on an idle one it takes ~0.1 s).
    await prestartParserWorker();
    const ordinary = await sendWhileProbing('/api/ai/attachments', file('nota.pdf', pdfBytes([['Olá']])), premium);
    expect(ordinary.response.statusCode).toBe(201);
    await prestartParserWorker();
    const before = await storedFiles();
    const rowsBefore = await t.app.database.db.selectFrom('ai_attachments').select('id').execute();
    const rssBefore = process.memoryUsage().rss;
    const sent = await sendWhileProbing('/api/ai/attachments', file('relatorio.pdf', bomb), premium);
    expect(sent.response.statusCode).toBe(400);
    expect(errorOf(sent.response)).toMatchObject({ code: 'FILE_TOO_COMPLEX', message: errorText('FILE_TOO_COMPLEX') });
    expect(sent.elapsed).toBeLessThan(ordinary.elapsed + 2000);
    expect(sent.slowestHealth).toBeLessThan(ordinary.slowestHealth + 200);
    expect(await storedFiles()).toEqual(before);
    expect(await t.app.database.db.selectFrom('ai_attachments').select('id').execute()).toEqual(rowsBefore);
    await prestartParserWorker();
    expect((process.memoryUsage().rss - rssBefore) / MiB).toBeLessThan(50);
  });

  it('refuses an image whose header claims 400 megapixels, as a profile photo and as an AI attachment', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    for (const url of ['/api/me/avatar', '/api/ai/attachments']) {
      const sent = await sendWhileProbing(url, file('foto.png', bomb), premium);
      expect(sent.response.statusCode).toBe(400);
      const error = errorOf(sent.response);
      expect(error.code).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
      expect(error.message).toBe(
        'A imagem tem 20000 × 20000 pixels. O máximo é 16384 pixels de lado e 50 megapixels: reduza a imagem e envie de novo.',
      );
      expect(sent.slowestHealth).toBeLessThan((await idleHealth()) + 200);
    }
  });

  it('refuses an SVG of 22,000 elements as a profile photo, health answering meanwhile', async () => {
    const flood = svgFlood(22_000);
    expect(flood.length).toBeLessThan(MiB);
    const sent = await sendWhileProbing('/api/me/avatar', file('foto.svg', flood), premium);
    expect(sent.response.statusCode).toBe(400);
    expect(errorOf(sent.response).code).toBe('FILE_TOO_COMPLEX');
    expect(sent.slowestHealth).toBeLessThan((await idleHealth()) + 200);
  });

  it('reads a WebM made of 2 million empty elements without visiting them, health answering meanwhile', async () => {
    // An ordinary MP4 of the same size first: receiving 4 MiB has its own cost on this thread.
    const size = webmVoidFlood(4).length;
    const ordinaryFile = file('aula.mp4', mp4Bytes({ durationSeconds: 5, mediaBytes: size - 1000 }));
    const ordinary = await sendWhileProbing('/api/admin/course-videos', ordinaryFile, admin);
    expect(ordinary.response.statusCode).toBe(201);
    const sent = await sendWhileProbing('/api/admin/course-videos', file('aula.webm', webmVoidFlood(4)), admin);
    expect(sent.response.statusCode).toBe(201);
    expect(sent.response.json()).toMatchObject({ durationSeconds: null, mimeType: 'video/webm' });
    // music-metadata, which visited every element, took 89 s here for these 4 MiB.
    expect(sent.elapsed).toBeLessThan(ordinary.elapsed + 2000);
    expect(sent.slowestHealth).toBeLessThan(ordinary.slowestHealth + 200);
  });
});
