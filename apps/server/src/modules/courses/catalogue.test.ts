import type { AdminCoursePage, CourseCataloguePage, CoursePlayer, PublicStats } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../http/keyset-cursor.js';
import { coursesApi } from '../../test-support/courses.js';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff, errorOf } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { DEMO_COURSES, seedDemoCourses } from './demo-courses.js';

describe('the catalogue, the admin table and the demo courses', () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let admin: TestMember;
  let premium: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = coursesApi(t);
    admin = await createStaff(t.app, 'admin');
    premium = await createStaff(t.app, 'premium');
  }, 60_000);
  afterAll(async () => t.close());

  async function allPages(member: TestMember, url: string, limit: number): Promise<CourseCataloguePage['items']> {
    const items: CourseCataloguePage['items'] = [];
    let cursor: string | null = null;
    do {
      const page: CourseCataloguePage = await api.ok(
        api.request(
          member,
          'GET',
          `${url}${url.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        ),
      );
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }

  it('starts an empty academy with the 8 demo courses in 6 categories, one of 9 + 3 lessons; never again', async () => {
    const items = await allPages(premium, '/courses', 3);
    const demo = items.filter((item) => DEMO_COURSES.some((course) => course.title === item.title));
    expect(demo).toHaveLength(8);
    expect(new Set(demo.map((item) => item.category)).size).toBe(6);
    const withContent = demo.find((item) => item.lessonCount > 0)!;
    expect(withContent).toMatchObject({ moduleCount: 2, lessonCount: 12, completedCount: 0, progressPercent: 0 });
    const player = await api.ok<CoursePlayer>(api.request(premium, 'GET', `/courses/${withContent.id}/player`));
    expect(player.modules.map((module) => [module.title, module.lessonCount])).toEqual([
      ['MÓDULO 1', 9],
      ['BÔNUS', 3],
    ]);
    // Every demo lesson plays the shipped demo video, served by the app (no internet needed).
    const lessons = player.modules.flatMap((module) => module.lessons);
    const video = lessons[0]!.video;
    expect(video).toMatchObject({ kind: 'file', url: expect.stringMatching(/^\/api\/course-videos\/\d+$/) });
    for (const lesson of lessons) {
      expect(lesson.video).toEqual(video);
      expect(lesson.durationSeconds).toBeGreaterThan(0);
    }
    const url = (video as { url: string }).url;
    const served = await t.app.inject({ method: 'GET', url, headers: { cookie: premium.cookie, range: 'bytes=0-3' } });
    expect(served.statusCode).toBe(206);
    expect(await seedDemoCourses(t.app)).toBe(0);
    expect(await allPages(premium, '/courses', 50)).toHaveLength(items.length);
  });

  it('counts the active courses as the landing’s premium courses', async () => {
    const count = async () => {
      const stats = (await t.app.inject({ method: 'GET', url: '/api/public/stats' })).json<PublicStats>();
      return stats.counters.find((counter) => counter.key === 'premiumCourses')!.count;
    };
    const before = await count();
    const { course } = await api.course(admin);
    await api.course(admin, { active: false });
    expect(await count()).toBe(before + 1);
    await api.ok(api.request(admin, 'PUT', `/admin/courses/${course.id}/status`, { isActive: false }));
    expect(await count()).toBe(before);
  });

  it('lists active courses by their order, page by page, and finds them by title without accents or case', async () => {
    const made = [];
    for (const title of ['Tráfego Orgânico Avançado', 'TRAFEGO para lojas', 'Gestão de Tráfego 100%']) {
      made.push((await api.course(admin, { input: { title } })).course);
    }
    const hidden = (await api.course(admin, { input: { title: 'Tráfego escondido' }, active: false })).course;

    const all = await allPages(premium, '/courses', 2);
    const ids = all.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(hidden.id);
    expect(ids.slice(-3)).toEqual(made.map((course) => course.id));

    const found = await allPages(premium, `/courses?search=${encodeURIComponent('  tráfego ')}`, 1);
    expect(found.map((item) => item.id)).toEqual(expect.arrayContaining(made.map((course) => course.id)));
    expect(
      found.every((item) => item.title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes('trafego')),
    ).toBe(true);
    const literal = await allPages(premium, `/courses?search=${encodeURIComponent('100%')}`, 10);
    expect(literal.map((item) => item.title)).toEqual(['Gestão de Tráfego 100%']);
    expect(await allPages(premium, '/courses?search=_', 10)).toEqual([]);

    const tooLong = await api.request(premium, 'GET', `/courses?search=${'a'.repeat(121)}`);
    expect(errorOf(tooLong).details).toEqual([
      {
        field: 'search',
        key: 'courses.validation.searchTooLong',
        message: 'A busca deve ter no máximo 120 caracteres.',
      },
    ]);
    for (const cursor of ['nada', encodeCursor(['x', 1]), encodeCursor([1])]) {
      const forged = await api.request(premium, 'GET', `/courses?cursor=${cursor}`);
      expect(forged.statusCode).toBe(400);
      expect(errorOf(forged).details).toEqual([
        { field: 'cursor', key: 'validation.cursorInvalid', message: 'Página inválida. Atualize a lista.' },
      ]);
    }
  });

  it('shows admins every course with its status and counts in the table', async () => {
    const { course } = await api.course(admin, { lessons: [2, 3, 1], active: false });
    const rows: AdminCoursePage['items'] = [];
    let cursor: string | null = null;
    do {
      const page: AdminCoursePage = await api.ok(
        api.request(admin, 'GET', `/admin/courses?limit=4${cursor ? `&cursor=${cursor}` : ''}`),
      );
      rows.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(rows.find((row) => row.id === course.id)).toMatchObject({
      isActive: false,
      moduleCount: 3,
      lessonCount: 6,
      publishedAt: null,
    });
    expect(rows.length).toBeGreaterThan((await allPages(admin, '/courses', 50)).length);
  });
});
