import type { NotificationsPage } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesApi } from '../../test-support/courses.js';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, setAccess } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

describe("'Novo curso publicado'", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const published = async (member: TestMember) =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: member.cookie } }))
      .json<NotificationsPage>()
      .items.filter((n) => n.kind === 'courses.published');

  it('reaches the members who may open courses on the first activation only, and goes with the course', async () => {
    const api = coursesApi(t);
    const admin = await createStaff(t.app, 'admin');
    const premium = await createStaff(t.app, 'premium');
    const free = await createMember(t.app);
    const expired = await createStaff(t.app, 'premium');
    await setAccess(t.app, expired.id, { accessExpiration: new Date(t.clock.now().getTime() - 1000) });
    const staffWithout = await createStaff(t.app, 'admin');
    await setAccess(t.app, staffWithout.id, { permissions: { courses: false } });

    const { course } = await api.course(admin, { input: { title: 'Tráfego Pago do Zero' }, lessons: [1] });
    const notice = await published(premium);
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({
      actor: null,
      text: 'Novo curso publicado: “Tráfego Pago do Zero”',
      link: `/courses/${course.id}`,
    });
    expect(await published(admin)).toHaveLength(1);
    for (const member of [free, expired, staffWithout]) expect(await published(member)).toHaveLength(0);

    // Deactivated and activated again: not news.
    await api.ok(api.request(admin, 'PUT', `/admin/courses/${course.id}/status`, { isActive: false }));
    await api.ok(api.request(admin, 'PUT', `/admin/courses/${course.id}/status`, { isActive: true }));
    expect(await published(premium)).toHaveLength(1);

    await api.ok(api.request(admin, 'DELETE', `/admin/courses/${course.id}`));
    expect(await published(premium)).toHaveLength(0);
  });
});
