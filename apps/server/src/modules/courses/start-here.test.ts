import type {
  AdminCourse,
  AdminCoursePage,
  CourseContent,
  CourseContentInput,
  CoursesInProgress,
} from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesAdminApp } from '../../test-support/courses.js';
import { createStaff, type TestMember } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';

/**
 * 'Comece por aqui' (decision 0139), on both databases: a member with nothing in progress is
 * offered the first course of the catalogue they can open, at its first lesson open to them.
 */
describe("the dashboard's 'Comece por aqui'", () => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof coursesAdminApp>>['api'];
  let admin: TestMember;

  beforeAll(async () => {
    ({ t, api, admin } = await coursesAdminApp());
  }, 60_000);
  afterAll(() => t.close());

  const dashboard = (member: TestMember) =>
    api.ok<CoursesInProgress>(api.request(member, 'GET', '/courses/in-progress'));

  it('skips courses without lessons, above the member’s level or not released yet; gone once a lesson is studied', async () => {
    const member = await createStaff(t.app, 'premium');
    // The app's demo courses step aside: the catalogue holds only this test's courses.
    const demo = await api.ok<AdminCoursePage>(api.request(admin, 'GET', '/admin/courses?limit=100'));
    for (const { id } of demo.items) {
      await api.ok(api.request(admin, 'PUT', `/admin/courses/${id}/status`, { isActive: false }));
    }
    expect((await dashboard(member)).startHere).toBeNull();
    const soon = await api.ok<AdminCourse>(
      api.request(admin, 'POST', '/admin/courses', { title: 'Em breve', description: 'Logo.', category: 'marketing' }),
      201,
    );
    await api.ok(api.request(admin, 'PUT', `/admin/courses/${soon.id}/status`, { isActive: true }));
    const { course: advanced, content: advancedContent } = await api.course(admin, {
      input: { title: 'Avançado', minLevel: 3 },
      lessons: [1],
    });
    const { course, content } = await api.course(admin, { input: { title: 'Primeiros passos' }, lessons: [1, 2] });
    // The first module opens 7 days after the member's access starts; the second at once.
    const input = {
      modules: content.modules.map((module, m) => ({
        ...module,
        release: m === 0 ? { kind: 'days', days: 7 } : { kind: 'immediate' },
      })),
    } as CourseContentInput;
    const saved = await api.ok<CourseContent>(api.request(admin, 'PUT', `/admin/courses/${course.id}/content`, input));
    const firstOpen = saved.modules[1]!.lessons[0]!;

    expect(await dashboard(member)).toEqual({
      items: [],
      startHere: {
        course: { id: course.id, title: 'Primeiros passos', category: 'marketing', thumbnailUrl: null },
        lessonId: firstOpen.id,
        lessonTitle: firstOpen.title,
        lessonCount: 3,
      },
    });
    // Staff see every course whole: the level's course first, at its first lesson.
    expect((await dashboard(admin)).startHere).toMatchObject({
      course: { id: advanced.id },
      lessonId: advancedContent.modules[0]!.lessons[0]!.id,
    });

    await api.ok(
      api.request(member, 'PUT', `/lessons/${firstOpen.id}/position`, { positionSeconds: 5, secondsWatchedDelta: 5 }),
    );
    const studying = await dashboard(member);
    expect(studying.items.map((item) => item.course.id)).toEqual([course.id]);
    expect(studying.startHere).toBeNull();
  });
});
