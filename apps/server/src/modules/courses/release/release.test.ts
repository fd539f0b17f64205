import type {
  CourseContent,
  CourseContentInput,
  CoursePlayer,
  CoursesInProgress,
  NotificationsPage,
} from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJobSlot } from '../../../jobs/scheduler.js';
import { coursesApi } from '../../../test-support/courses.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember, createStaff, errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { uploadVideo } from '../videos/test-video-upload.js';
import { dayInBrasilia, startOfDayInBrasilia } from './release-rules.js';
import { notifyOpenedModules, OPENED_MODULES_JOB } from './release.service.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** 'YYYY-MM-DD' of the day in Brasília that `at` falls on, moved by `days`. */
const brasiliaDay = (at: Date, days = 0) =>
  new Date(startOfDayInBrasilia(at).getTime() + days * DAY - 3 * HOUR).toISOString().slice(0, 10);

describe('release schedules', () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let admin: TestMember;
  let early: TestMember;
  let late: TestMember;
  let t0: Date;

  beforeAll(async () => {
    t = await createTestApp();
    api = coursesApi(t);
    admin = await createStaff(t.app, 'admin');
    early = await createMember(t.app);
    late = await createMember(t.app);
  }, 60_000);
  afterAll(async () => t.close());

  const grantCourses = (member: TestMember) =>
    api.ok(
      api.request(admin, 'PATCH', `/admin/users/${member.id}/access`, {
        role: 'premium',
        accessType: 'total',
        accessExpiration: null,
      }),
    );
  const playerOf = (member: TestMember, courseId: string, query = '') =>
    api.ok<CoursePlayer>(api.request(member, 'GET', `/courses/${courseId}/player${query}`));

  it('opens modules at once, N days after each member’s access started, or on a date, and the server refuses locked lessons', async () => {
    t0 = t.clock.now();
    await grantCourses(early);
    const video = await uploadVideo(t, admin);
    const { course, content } = await api.course(admin, { lessons: [1, 1, 1] });
    const fixedDay = brasiliaDay(t0, 10);
    const input = {
      modules: content.modules.map((module, m) => ({
        id: module.id,
        title: module.title,
        release: [{ kind: 'immediate' }, { kind: 'days', days: 7 }, { kind: 'date', date: fixedDay }][m],
        lessons: module.lessons.map((lesson) => ({
          ...lesson,
          video: m === 1 ? { kind: 'file', videoId: video.videoId } : lesson.video,
        })),
      })),
    } as CourseContentInput;
    const saved = await api.ok<CourseContent>(api.request(admin, 'PUT', `/admin/courses/${course.id}/content`, input));
    expect(saved.modules.map((module) => module.release)).toEqual([
      { kind: 'immediate' },
      { kind: 'days', days: 7 },
      { kind: 'date', date: fixedDay },
    ]);
    const [l1, l2, l3] = saved.modules.map((module) => module.lessons[0]!.id);

    // Five days later the second member gets access.
    t.clock.advance(5 * DAY);
    await grantCourses(late);
    const earlyOpens = new Date(startOfDayInBrasilia(t0).getTime() + 7 * DAY);
    const lateOpens = new Date(startOfDayInBrasilia(t.clock.now()).getTime() + 7 * DAY);

    const seenEarly = await playerOf(early, course.id);
    expect(seenEarly.modules.map((module) => module.availableAt)).toEqual([
      null,
      earlyOpens.toISOString(),
      dayInBrasilia(fixedDay).toISOString(),
    ]);
    const lockedLesson = seenEarly.modules[1]!.lessons[0]!;
    expect(lockedLesson).toMatchObject({ locked: true, video: { kind: 'none' }, descriptionHtml: '', materials: [] });
    expect(seenEarly.modules[0]!.lessons[0]!.locked).toBe(false);
    expect((await playerOf(late, course.id)).modules[1]!.availableAt).toBe(lateOpens.toISOString());

    // Every route of a locked lesson answers the same 403; the video too.
    for (const [method, url] of [
      ['PUT', `/lessons/${l2}/completion`],
      ['PUT', `/lessons/${l2}/position`],
      ['POST', `/lessons/${l2}/questions-topic`],
      ['GET', `/course-videos/${video.videoId}`],
    ] as const) {
      const refused = await api.request(
        early,
        method,
        url,
        method === 'PUT' && url.endsWith('position') ? { positionSeconds: 1, secondsWatchedDelta: 1 } : undefined,
      );
      expect(refused.statusCode, url).toBe(403);
      expect(errorOf(refused)).toMatchObject({
        code: 'LESSON_LOCKED',
        details: { availableAt: earlyOpens.toISOString() },
      });
      expect(errorOf(refused).message).toContain('Disponível em');
    }
    // Admins see everything; a preview of a day shows it as a member who started today would.
    expect((await playerOf(admin, course.id)).modules.every((module) => module.availableAt === null)).toBe(true);
    const previewToday = await playerOf(admin, course.id, `?previewDate=${brasiliaDay(t.clock.now())}`);
    expect(previewToday.modules.map((module) => module.availableAt !== null)).toEqual([false, true, true]);
    const previewLater = await playerOf(admin, course.id, `?previewDate=${brasiliaDay(t.clock.now(), 7)}`);
    expect(previewLater.modules.map((module) => module.availableAt !== null)).toEqual([false, false, false]);
    expect((await api.request(admin, 'GET', `/courses/${course.id}/player?previewDate=2026-02-30`)).statusCode).toBe(
      400,
    );
    // A member cannot preview their way in.
    const sneaky = await playerOf(early, course.id, `?previewDate=${brasiliaDay(t.clock.now(), 30)}`);
    expect(sneaky.modules[1]!.availableAt).not.toBeNull();

    // 'Continuar' never points at a locked lesson.
    await api.ok(api.request(early, 'PUT', `/lessons/${l1}/completion`));
    const continuing = await api.ok<CoursesInProgress>(api.request(early, 'GET', '/courses/in-progress'));
    expect(continuing.items.find((item) => item.course.id === course.id)?.resumeLessonId).toBe(l1);
    expect(continuing.items.find((item) => item.course.id === course.id)?.resumeLesson?.positionSeconds).toBe(0);

    // Day 7 after the first member's start: open for them, not for the later one.
    t.clock.advance(earlyOpens.getTime() - t.clock.now().getTime() + HOUR);
    expect((await api.request(early, 'GET', `/course-videos/${video.videoId}`)).statusCode).toBe(200);
    await api.ok(api.request(early, 'PUT', `/lessons/${l2}/completion`));
    expect(errorOf(await api.request(late, 'PUT', `/lessons/${l2}/completion`)).code).toBe('LESSON_LOCKED');
    const next = await api.ok<CoursesInProgress>(api.request(early, 'GET', '/courses/in-progress'));
    expect(next.items.find((item) => item.course.id === course.id)?.resumeLessonId).toBe(l2);

    // The fixed date opens for both.
    expect(errorOf(await api.request(late, 'PUT', `/lessons/${l3}/completion`)).code).toBe('LESSON_LOCKED');
    t.clock.advance(dayInBrasilia(fixedDay).getTime() - t.clock.now().getTime() + HOUR);
    for (const member of [early, late]) await api.ok(api.request(member, 'PUT', `/lessons/${l3}/completion`));
  });

  it('tells each member once that a module opened, however many instances run the job', async () => {
    const { course, content } = await api.course(admin, { lessons: [1, 1], input: { title: 'Lançamentos' } });
    const input = {
      modules: content.modules.map((module, m) => ({
        ...module,
        release: m === 1 ? { kind: 'days', days: 2 } : { kind: 'immediate' },
      })),
    } as CourseContentInput;
    await api.ok(api.request(admin, 'PUT', `/admin/courses/${course.id}/content`, input));
    const member = await createMember(t.app);
    await grantCourses(member);
    const opened = (texts: NotificationsPage) =>
      texts.items.filter((item) => item.text === 'Novo módulo liberado: “MÓDULO 2” em “Lançamentos”');

    await runJobSlot(t.app, OPENED_MODULES_JOB);
    expect(opened(await api.ok<NotificationsPage>(api.request(member, 'GET', '/notifications')))).toHaveLength(0);

    t.clock.advance(2 * DAY + 6 * HOUR);
    // Two instances at once, then a later run: one notification.
    await Promise.all([notifyOpenedModules(t.app, t.clock.now()), notifyOpenedModules(t.app, t.clock.now())]);
    await runJobSlot(t.app, OPENED_MODULES_JOB);
    const bell = await api.ok<NotificationsPage>(api.request(member, 'GET', '/notifications'));
    expect(opened(bell)).toHaveLength(1);
    expect(opened(bell)[0]!.link).toBe(`/courses/${course.id}`);
  });
});
