import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember, createStaff, errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { demoVideo as demo, uploadVideo } from './test-video-upload.js';

describe('lesson videos: serving by range', () => {
  let t: TestApp;
  let admin: TestMember;
  let premium: TestMember;
  let free: TestMember;
  let videoId: string;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, premium, free] = await Promise.all([
      createStaff(t.app, 'admin'),
      createStaff(t.app, 'premium'),
      createMember(t.app),
    ]);
    videoId = (await uploadVideo(t, admin)).videoId;
    url = `/api/course-videos/${videoId}`;
  }, 60_000);
  afterAll(async () => t.close());

  function get(range?: string, actor: TestMember | null = admin, extra: Record<string, string> = {}) {
    return t.app.inject({
      method: 'GET',
      url,
      headers: { ...(actor ? { cookie: actor.cookie } : {}), ...(range ? { range } : {}), ...extra },
    });
  }

  it('sends the whole file with its type, its validator and headers for private content', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(demo)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'video/webm',
      'content-length': String(demo.length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    const again = await get(undefined, admin, { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it.each([
    ['the first bytes', 'bytes=0-1023', 0, 1023],
    ['a middle range', 'bytes=100000-150000', 100_000, 150_000],
    ['an open-ended range', `bytes=${demo.length - 700}-`, demo.length - 700, demo.length - 1],
    ['a suffix range', 'bytes=-500', demo.length - 500, demo.length - 1],
    [
      'a range past the end, cut to it',
      `bytes=${demo.length - 10}-${demo.length + 1000}`,
      demo.length - 10,
      demo.length - 1,
    ],
  ])('answers %s with 206 and exactly those bytes', async (_case, range, start, end) => {
    const response = await get(range);
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${demo.length}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.rawPayload.equals(demo.subarray(start, end + 1))).toBe(true);
  });

  it.each([`bytes=${demo.length}-`, 'bytes=500-100', 'bytes=-0', 'bytes=abc'])(
    'answers the invalid range %s with 416 and the file size',
    async (range) => {
      const response = await get(range);
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${demo.length}`);
      expect(errorOf(response)).toMatchObject({
        code: 'RANGE_NOT_SATISFIABLE',
        message: 'O trecho pedido está fora do vídeo.',
      });
    },
  );

  it('sends the whole file when If-Range names another version', async () => {
    const response = await get('bytes=0-9', admin, { 'if-range': '"outra-versao"' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toHaveLength(demo.length);
  });

  it('answers 404 for a video that does not exist, and 400 for an id that is not one', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/course-videos/999999', headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/course-videos/abc', headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(400);
  });

  /** A course with one module whose one lesson plays the video, written as the content editor stores it. */
  async function courseUsing(video: string, isActive: boolean) {
    const db = t.app.database.db;
    const course = await db
      .insertInto('courses')
      .values({
        title: 'Curso',
        search_title: 'curso',
        description: 'Sobre',
        category: 'other',
        is_active: isActive,
        position: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const module = await db
      .insertInto('course_modules')
      .values({ course_id: course.id, title: 'MÓDULO 1', position: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('course_lessons')
      .values({
        module_id: module.id,
        course_id: course.id,
        title: 'Nova Aula 1',
        search_title: 'nova aula 1',
        video_kind: 'file',
        video_file_id: Number(video),
        position: 1,
      })
      .execute();
    return course.id;
  }

  it('serves a member with the courses permission only a video a lesson of an active course uses', async () => {
    expect((await get('bytes=0-9', premium)).statusCode).toBe(404);
    const courseId = await courseUsing(videoId, false);
    const inactive = await get('bytes=0-9', premium);
    expect(inactive.statusCode).toBe(404);
    expect(errorOf(inactive).code).toBe('COURSE_VIDEO_NOT_FOUND');
    // The administrator previews it all the same.
    expect((await get('bytes=0-9', admin)).statusCode).toBe(206);

    await t.app.database.db.updateTable('courses').set({ is_active: true }).where('id', '=', courseId).execute();
    const watched = await get('bytes=0-9', premium);
    expect(watched.statusCode).toBe(206);
    expect(watched.rawPayload.equals(demo.subarray(0, 10))).toBe(true);
  });

  it('keeps lessons pointing at stored videos: no lesson names a missing one, and a video in use stays', async () => {
    await expect(courseUsing('999999', true)).rejects.toThrow(/foreign key/i);
    await expect(
      t.app.database.db.deleteFrom('course_videos').where('id', '=', Number(videoId)).execute(),
    ).rejects.toThrow(/foreign key/i);
    expect((await get('bytes=0-9', admin)).statusCode).toBe(206);
  });

  it('refuses visitors (401) and members without the courses permission (403)', async () => {
    expect((await get('bytes=0-9', null)).statusCode).toBe(401);
    const refused = await get('bytes=0-9', free);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('PERMISSION_REQUIRED');
  });
});
