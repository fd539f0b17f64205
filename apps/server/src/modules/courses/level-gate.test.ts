import type {
  AdminCourse,
  CourseCataloguePage,
  CourseContent,
  CourseContentInput,
  CoursePlayer,
} from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesAdminApp, type coursesApi } from '../../test-support/courses.js';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff, errorOf } from '../../test-support/factories.js';
import { forumApi } from '../../test-support/forum.js';
import type { TestApp } from '../../test-support/test-app.js';
import { uploadVideo } from './videos/test-video-upload.js';

describe('level-gated courses', () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let admin: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    ({ t, api, admin } = await coursesAdminApp());
    member = await createStaff(t.app, 'premium');
    // Level 3 from 4 points: one topic (5 points) reaches it.
    await forumApi(t).ok(
      forumApi(t).request(admin, 'PUT', '/levels', { thresholds: [0, 2, 4, 40, 80, 160, 320, 640, 1280] }),
    );
  }, 60_000);
  afterAll(() => t.close());

  it('lets only a level from 1 to 9 be set, and shows it in the admin view', async () => {
    for (const minLevel of [0, 10, 2.5, '3']) {
      const refused = await api.request(admin, 'POST', '/admin/courses', {
        title: 'Curso Nível',
        description: 'Um curso.',
        category: 'marketing',
        minLevel,
      });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(errorOf(refused).details)).toContain('Escolha um nível de 1 a 9.');
    }
    const { course } = await api.course(admin, { input: { minLevel: 2 } });
    expect(course.minLevel).toBe(2);
    const edited = await api.ok<AdminCourse>(
      api.request(admin, 'PATCH', `/admin/courses/${course.id}`, { minLevel: 5 }),
    );
    expect(edited.minLevel).toBe(5);
    const plain = await api.course(admin);
    expect(plain.course.minLevel).toBe(1);
  });

  it('refuses the lessons, videos and materials below the level with a clear 403, and shows the requirement', async () => {
    const video = await uploadVideo(t, admin);
    const { course, content } = await api.course(admin, { input: { title: 'Curso Avançado', minLevel: 3 } });
    const input = {
      modules: content.modules.map((module) => ({
        ...module,
        lessons: module.lessons.map((lesson) => ({ ...lesson, video: { kind: 'file', videoId: video.videoId } })),
      })),
    } as CourseContentInput;
    const saved = await api.ok<CourseContent>(api.request(admin, 'PUT', `/admin/courses/${course.id}/content`, input));
    const lessonId = saved.modules[0]!.lessons[0]!.id;
    const cardOf = async (viewer: TestMember) =>
      (await api.ok<CourseCataloguePage>(api.request(viewer, 'GET', '/courses?limit=50'))).items.find(
        (item) => item.id === course.id,
      );

    expect(await cardOf(member)).toMatchObject({ minLevel: 3, levelReached: false });
    expect(await cardOf(admin)).toMatchObject({ minLevel: 3, levelReached: true });
    for (const [method, url] of [
      ['GET', `/courses/${course.id}/player`],
      ['PUT', `/lessons/${lessonId}/completion`],
      ['PUT', `/lessons/${lessonId}/position`],
      ['POST', `/lessons/${lessonId}/questions-topic`],
      ['GET', `/lessons/${lessonId}/materials/1`],
      ['GET', `/course-videos/${video.videoId}`],
    ] as const) {
      const body = url.endsWith('position') ? { positionSeconds: 1, secondsWatchedDelta: 1 } : undefined;
      const refused = await api.request(member, method, url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(errorOf(refused), url).toMatchObject({ code: 'COURSE_LEVEL_REQUIRED', details: { minLevel: 3 } });
      expect(errorOf(refused).message).toBe(
        'Este curso é liberado a partir do nível 3 (Explorador). Participe da comunidade para subir de nível.',
      );
    }
    // Nothing was recorded for the refused member.
    const rows = await t.app.database.db
      .selectFrom('lesson_progress')
      .selectAll()
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toEqual([]);
    // Staff open it whatever their points.
    await api.ok<CoursePlayer>(api.request(admin, 'GET', `/courses/${course.id}/player`));

    // A topic takes the member to level 3: the course opens.
    await forumApi(t).topic(member, { title: 'Subindo para o nível 3' });
    expect(await cardOf(member)).toMatchObject({ minLevel: 3, levelReached: true });
    await api.ok<CoursePlayer>(api.request(member, 'GET', `/courses/${course.id}/player`));
    await api.ok(api.request(member, 'PUT', `/lessons/${lessonId}/completion`));
    expect((await api.request(member, 'GET', `/course-videos/${video.videoId}`)).statusCode).toBe(200);
  });
});
