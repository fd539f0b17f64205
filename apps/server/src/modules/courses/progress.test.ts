import type { CourseCataloguePage, CoursePlayer, CoursesInProgress, LessonCompletionResponse } from '@blivion/shared';
import { FORUM_SCORE_WEIGHTS } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesApi } from '../../test-support/courses.js';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff, errorOf } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

describe('lesson progress', () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let admin: TestMember;
  let a: TestMember;
  let b: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = coursesApi(t);
    admin = await createStaff(t.app, 'admin');
    a = await createStaff(t.app, 'premium');
    b = await createStaff(t.app, 'premium');
  }, 60_000);
  afterAll(async () => t.close());

  const playerOf = (member: TestMember, courseId: string) =>
    api.ok<CoursePlayer>(api.request(member, 'GET', `/courses/${courseId}/player`));

  it('completes, returns module and course progress and the next lesson, and can be undone', async () => {
    const { course, content } = await api.course(admin, { lessons: [2, 1] });
    const [l1, l2] = content.modules[0]!.lessons;
    const l3 = content.modules[1]!.lessons[0]!;

    const first = await api.ok<LessonCompletionResponse>(api.request(a, 'PUT', `/lessons/${l1!.id}/completion`));
    expect(first).toEqual({
      lessonId: l1!.id,
      completed: true,
      module: { id: content.modules[0]!.id, completedCount: 1, lessonCount: 2 },
      course: { id: course.id, completedCount: 1, lessonCount: 3, progressPercent: 33 },
      nextLessonId: l2!.id,
    });
    const second = await api.ok<LessonCompletionResponse>(api.request(a, 'PUT', `/lessons/${l2!.id}/completion`));
    expect(second.nextLessonId).toBe(l3.id);
    expect(second.module).toMatchObject({ completedCount: 2, lessonCount: 2 });
    const again = await api.ok<LessonCompletionResponse>(api.request(a, 'PUT', `/lessons/${l2!.id}/completion`));
    expect(again.course.completedCount).toBe(2);
    const last = await api.ok<LessonCompletionResponse>(api.request(a, 'PUT', `/lessons/${l3.id}/completion`));
    expect(last).toMatchObject({ nextLessonId: null, course: { completedCount: 3, progressPercent: 100 } });

    const undone = await api.ok<LessonCompletionResponse>(api.request(a, 'DELETE', `/lessons/${l2!.id}/completion`));
    expect(undone).toMatchObject({
      completed: false,
      module: { completedCount: 1 },
      course: { completedCount: 2, progressPercent: 66 },
    });

    const player = await playerOf(a, course.id);
    expect(player.modules.map((module) => `${module.completedCount}/${module.lessonCount}`)).toEqual(['1/2', '1/1']);
    expect(player.totalProgress).toBe(66);

    // The ranking counted each lesson once: completing l2 again after undoing it adds nothing.
    await api.ok(api.request(a, 'PUT', `/lessons/${l2!.id}/completion`));
    const scores = await t.app.database.db
      .selectFrom('forum_scores')
      .select(['lessons', 'score'])
      .where('user_id', '=', a.id)
      .where('period', '=', 'all')
      .executeTakeFirstOrThrow();
    expect(scores).toEqual({ lessons: 3, score: 3 * FORUM_SCORE_WEIGHTS.lessonCompleted });
  });

  it('is strictly per member: B neither sees nor changes A’s progress', async () => {
    const { course, content } = await api.course(admin, { lessons: [2] });
    const [l1, l2] = content.modules[0]!.lessons;
    await api.ok(api.request(a, 'PUT', `/lessons/${l1!.id}/completion`));
    await api.ok(
      api.request(a, 'PUT', `/lessons/${l2!.id}/position`, { positionSeconds: 42, secondsWatchedDelta: 10 }),
    );

    const seenByB = await playerOf(b, course.id);
    expect(seenByB).toMatchObject({ completedCount: 0, totalProgress: 0, resumeLessonId: l1!.id });
    expect(seenByB.modules[0]!.lessons.map((lesson) => [lesson.completed, lesson.positionSeconds])).toEqual([
      [false, 0],
      [false, 0],
    ]);
    const card = (page: CourseCataloguePage) => page.items.find((item) => item.id === course.id);
    const search = `/courses?search=${encodeURIComponent(course.title)}&limit=100`;
    expect(card(await api.ok(api.request(b, 'GET', search)))).toMatchObject({ completedCount: 0, progressPercent: 0 });
    expect(card(await api.ok(api.request(a, 'GET', search)))).toMatchObject({ completedCount: 1, progressPercent: 50 });

    // B's own writes touch only B's rows.
    await api.ok(api.request(b, 'DELETE', `/lessons/${l1!.id}/completion`));
    await api.ok(api.request(b, 'PUT', `/lessons/${l2!.id}/position`, { positionSeconds: 5, secondsWatchedDelta: 5 }));
    const seenByA = await playerOf(a, course.id);
    expect(seenByA.modules[0]!.lessons.map((lesson) => [lesson.completed, lesson.positionSeconds])).toEqual([
      [true, 0],
      [false, 42],
    ]);
    expect((await api.ok<CoursesInProgress>(api.request(b, 'GET', '/courses/in-progress'))).items).toHaveLength(1);
  });

  it('saves the position and adds the seconds watched; refuses bad reports with nothing changed', async () => {
    const { content } = await api.course(admin, { lessons: [1] });
    const lesson = content.modules[0]!.lessons[0]!.id;
    const url = `/lessons/${lesson}/position`;
    expect(await api.ok(api.request(a, 'PUT', url, { positionSeconds: 10, secondsWatchedDelta: 10 }))).toEqual({
      lessonId: lesson,
      positionSeconds: 10,
      secondsWatched: 10,
    });
    expect(await api.ok(api.request(a, 'PUT', url, { positionSeconds: 4, secondsWatchedDelta: 7 }))).toMatchObject({
      positionSeconds: 4,
      secondsWatched: 17,
    });
    for (const body of [
      { positionSeconds: -1, secondsWatchedDelta: 0 },
      { positionSeconds: 1, secondsWatchedDelta: 100_000 },
      { positionSeconds: 'x' },
      { positionSeconds: 1, secondsWatchedDelta: 1, userId: b.id },
    ]) {
      const response = await api.request(a, 'PUT', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    }
    expect(await api.ok(api.request(a, 'PUT', url, { positionSeconds: 4, secondsWatchedDelta: 0 }))).toMatchObject({
      secondsWatched: 17,
    });
  });

  it('resumes at the lesson last studied, or the one after it when it was completed; lists courses in progress', async () => {
    const { course, content } = await api.course(admin, { lessons: [3] });
    const [l1, l2, l3] = content.modules[0]!.lessons;
    const member = await createStaff(t.app, 'premium');
    expect((await playerOf(member, course.id)).resumeLessonId).toBe(l1!.id);
    expect((await api.ok<CoursesInProgress>(api.request(member, 'GET', '/courses/in-progress'))).items).toEqual([]);

    await api.ok(
      api.request(member, 'PUT', `/lessons/${l2!.id}/position`, { positionSeconds: 30, secondsWatchedDelta: 30 }),
    );
    expect((await playerOf(member, course.id)).resumeLessonId).toBe(l2!.id);
    t.clock.advance(1000);
    await api.ok(api.request(member, 'PUT', `/lessons/${l2!.id}/completion`));
    expect((await playerOf(member, course.id)).resumeLessonId).toBe(l3!.id);

    const dashboard = await api.ok<CoursesInProgress>(api.request(member, 'GET', '/courses/in-progress'));
    expect(dashboard.items).toEqual([
      {
        course: { id: course.id, title: course.title, category: 'marketing', thumbnailUrl: null },
        completedCount: 1,
        lessonCount: 3,
        progressPercent: 33,
        resumeLessonId: l3!.id,
        resumeLesson: { title: l3!.title, positionSeconds: 0, durationSeconds: expect.any(Number) },
        lastStudiedAt: expect.any(String),
      },
    ]);
    // 'Continuar assistindo' names the lesson and where the player resumes it.
    t.clock.advance(1000);
    await api.ok(
      api.request(member, 'PUT', `/lessons/${l3!.id}/position`, { positionSeconds: 95, secondsWatchedDelta: 5 }),
    );
    const resumed = await api.ok<CoursesInProgress>(api.request(member, 'GET', '/courses/in-progress'));
    expect(resumed.items[0]).toMatchObject({ resumeLessonId: l3!.id, resumeLesson: { positionSeconds: 95 } });
    for (const lesson of [l1!, l3!]) await api.ok(api.request(member, 'PUT', `/lessons/${lesson.id}/completion`));
    expect((await api.ok<CoursesInProgress>(api.request(member, 'GET', '/courses/in-progress'))).items).toEqual([]);
  });

  it('renders the lesson description from Markdown on the server, safely', async () => {
    const { course } = await api.course(admin, { lessons: [1] });
    const contentUrl = `/admin/courses/${course.id}/content`;
    await api.ok(
      api.request(admin, 'PUT', contentUrl, {
        modules: [
          {
            title: 'M',
            lessons: [
              { title: 'Com texto', descriptionMd: '**negrito** <script>alert(1)</script> [x](javascript:alert(1))' },
              { title: 'Sem texto', descriptionMd: '   ' },
            ],
          },
        ],
      }),
    );
    const player = await playerOf(a, course.id);
    const [withText, without] = player.modules[0]!.lessons;
    expect(withText!.descriptionHtml).toContain('<strong>negrito</strong>');
    expect(withText!.descriptionHtml).not.toContain('<script');
    expect(withText!.descriptionHtml).not.toMatch(/href="javascript/i);
    expect(without!.descriptionHtml).toBe('');
    expect(withText!.video).toEqual({ kind: 'none' });
  });
});
