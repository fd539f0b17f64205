import { RECORD_ID_MAX } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesApi } from '../../test-support/courses.js';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, errorOf, setAccess } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Who = 'anonymous' | 'free' | 'expired' | 'premium' | 'adminWithoutCourses' | 'admin' | 'master';

const MEMBER_ROUTES: Array<[Method, string, object?]> = [
  ['GET', '/courses'],
  ['GET', '/courses/in-progress'],
  ['GET', '/courses/:course/player'],
  ['PUT', '/lessons/:lesson/position', { positionSeconds: 5, secondsWatchedDelta: 5 }],
  ['PUT', '/lessons/:lesson/completion'],
  ['DELETE', '/lessons/:lesson/completion'],
];

const ADMIN_ROUTES: Array<[Method, string, object?]> = [
  ['GET', '/admin/courses'],
  ['POST', '/admin/courses', { title: 'Novo', description: 'Descrição.', category: 'other' }],
  ['PATCH', '/admin/courses/:course', { title: 'Outro título' }],
  ['PUT', '/admin/courses/:course/status', { isActive: true }],
  ['DELETE', '/admin/courses/:course/thumbnail'],
  ['GET', '/admin/courses/:course/content'],
  ['PUT', '/admin/courses/:course/content', { modules: [{ title: 'M', lessons: [{ title: 'A' }] }] }],
  ['DELETE', '/admin/courses/:course'],
];

const EXPECTED_MEMBER: Record<Who, number> = {
  anonymous: 401,
  free: 403,
  expired: 403,
  premium: 200,
  adminWithoutCourses: 403,
  admin: 200,
  master: 200,
};
const EXPECTED_ADMIN: Record<Who, number> = { ...EXPECTED_MEMBER, premium: 403 };
const CODES: Record<number, string[]> = {
  401: ['UNAUTHENTICATED'],
  403: ['PERMISSION_REQUIRED', 'ACCESS_EXPIRED', 'ADMIN_REQUIRED'],
};

describe('who may use the course routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let members: Record<Exclude<Who, 'anonymous'>, TestMember>;
  let master: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = coursesApi(t);
    master = await createStaff(t.app, 'master');
    const expired = await createStaff(t.app, 'premium');
    await setAccess(t.app, expired.id, { accessExpiration: new Date(Date.now() - 60_000) });
    const adminWithoutCourses = await createStaff(t.app, 'admin');
    await setAccess(t.app, adminWithoutCourses.id, { permissions: { courses: false } });
    members = {
      free: await createMember(t.app),
      expired,
      premium: await createStaff(t.app, 'premium'),
      adminWithoutCourses,
      admin: await createStaff(t.app, 'admin'),
      master,
    };
  }, 60_000);
  afterAll(async () => t.close());

  /** A fresh active course with content for each call, so that deleting it in one row leaves the others theirs. */
  async function target(path: string) {
    const { course, content } = await api.course(master);
    return path.replace(':course', course.id).replace(':lesson', content.modules[0]!.lessons[0]!.id);
  }

  const whos = Object.keys(EXPECTED_MEMBER) as Who[];
  for (const [routes, expected, label] of [
    [MEMBER_ROUTES, EXPECTED_MEMBER, 'member'],
    [ADMIN_ROUTES, EXPECTED_ADMIN, 'admin'],
  ] as const) {
    it.each(routes)(`${label} route %s %s`, async (method, path, body) => {
      for (const who of whos) {
        const url = await target(path);
        const member = who === 'anonymous' ? null : members[who];
        const response = await api.request(member, method, url, body);
        const status = expected[who];
        const okStatus = method === 'POST' ? 201 : 200;
        expect(response.statusCode, `${who}: ${response.body}`).toBe(status === 200 ? okStatus : status);
        if (status !== 200) expect(CODES[status]).toContain(errorOf(response).code);
      }
    });
  }

  it('PUT /admin/courses/:id/thumbnail: refused before the file is read, for everyone but staff with courses', async () => {
    const url = await target('/admin/courses/:course/thumbnail');
    for (const who of whos) {
      if (EXPECTED_ADMIN[who] === 200) continue;
      const member = who === 'anonymous' ? null : members[who];
      const response = await api.request(member, 'PUT', url);
      expect(response.statusCode, who).toBe(EXPECTED_ADMIN[who]);
    }
  });

  it('an inactive course is not found for members, its lessons neither; admins and master preview it', async () => {
    const { course, content } = await api.course(master, { active: false });
    const lesson = content.modules[0]!.lessons[0]!.id;
    const premium = members.premium;
    const player = await api.request(premium, 'GET', `/courses/${course.id}/player`);
    expect(player.statusCode).toBe(404);
    expect(errorOf(player).code).toBe('COURSE_NOT_FOUND');
    for (const [method, url] of [
      ['PUT', `/lessons/${lesson}/position`],
      ['PUT', `/lessons/${lesson}/completion`],
      ['DELETE', `/lessons/${lesson}/completion`],
    ] as const) {
      const response = await api.request(premium, method, url, { positionSeconds: 1, secondsWatchedDelta: 1 });
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).code).toBe('LESSON_NOT_FOUND');
    }
    const catalogue = await api.ok<{ items: { id: string }[] }>(
      api.request(members.admin, 'GET', `/courses?search=${encodeURIComponent(course.title)}&limit=100`),
    );
    expect(catalogue.items.map((item) => item.id)).not.toContain(course.id);
    for (const staff of [members.admin, master]) {
      const preview = await api.ok<{ course: { isActive: boolean } }>(
        api.request(staff, 'GET', `/courses/${course.id}/player`),
      );
      expect(preview.course.isActive).toBe(false);
      await api.ok(api.request(staff, 'PUT', `/lessons/${lesson}/completion`));
    }
  });

  it('ids out of range, and ids of no row, are 404 on every route that names one', async () => {
    const outOfRange = [String(RECORD_ID_MAX + 1), '999999999999999', '1'.repeat(40)];
    const routes = [...MEMBER_ROUTES, ...ADMIN_ROUTES, ['PUT', '/admin/courses/:course/thumbnail'] as const].filter(
      ([, path]) => path.includes(':'),
    );
    for (const [method, path, body] of routes) {
      const url = (id: string) => path.replace(':course', id).replace(':lesson', id);
      const missing = await api.request(master, method, url(String(RECORD_ID_MAX)), body);
      expect(missing.statusCode, `${method} ${path}: ${missing.body}`).toBe(404);
      for (const id of outOfRange) {
        const response = await api.request(master, method, url(id), body);
        expect(response.statusCode, `${method} ${path} ${id}`).toBe(404);
        expect(response.json()).toEqual(missing.json());
      }
    }
  });

  it('ids that are not numbers are a 400 with the field message', async () => {
    const response = await api.request(master, 'GET', '/courses/abc/player');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([
      { field: 'courseId', key: 'courses.validation.idInvalid', message: 'Identificador inválido.' },
    ]);
  });
});
