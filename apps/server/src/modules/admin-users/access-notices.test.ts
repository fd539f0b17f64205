import type { AppNotification, NotificationsPage } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, setAccess } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { runJobSlot } from '../../jobs/scheduler.js';
import { accessDate, EXPIRY_NOTICES_JOB, sendExpiryNotices } from './access-notices.js';

const DAY = 24 * 60 * 60 * 1000;

describe('notifications about a member’s own access', () => {
  let t: TestApp;
  let admin: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createStaff(t.app, 'admin');
  });
  afterAll(() => t.close());

  const bell = async (member: TestMember): Promise<AppNotification[]> =>
    (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: member.cookie } })
    ).json<NotificationsPage>().items;
  const ofKind = async (member: TestMember, kind: string) => (await bell(member)).filter((n) => n.kind === kind);
  const patchAccess = async (actor: TestMember, target: TestMember, body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${target.id}/access`,
      headers: { cookie: actor.cookie },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const premiumUntil = (at: Date) => ({ role: 'premium', accessType: 'total', accessExpiration: at.toISOString() });

  it('tells the member their access was granted, with its end date, once per grant or renewal', async () => {
    const member = await createMember(t.app);
    const until = new Date(t.clock.now().getTime() + 30 * DAY);
    await patchAccess(admin, member, premiumUntil(until));
    const granted = await ofKind(member, 'access.granted');
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({
      actor: { id: admin.id },
      text: `Seu acesso foi liberado até ${accessDate(until)}. Aproveite as áreas da plataforma.`,
      link: '/courses',
      read: false,
    });
    expect(accessDate(new Date('2026-12-01T02:30:00Z'))).toBe('30/11/2026');

    // Saving the same access again, or taking it away, tells nothing.
    await patchAccess(admin, member, premiumUntil(until));
    await patchAccess(admin, member, { role: 'free', accessType: 'forum', accessExpiration: null });
    expect(await ofKind(member, 'access.granted')).toHaveLength(1);

    // Given back without an end, then renewed to later: each is news; shortened is not.
    await patchAccess(admin, member, { role: 'premium', accessType: 'total', accessExpiration: null });
    const unlimited = await ofKind(member, 'access.granted');
    expect(unlimited).toHaveLength(2);
    expect(unlimited[0]!.text).toBe('Seu acesso foi liberado. Aproveite as áreas da plataforma.');
    await patchAccess(admin, member, premiumUntil(until));
    expect(await ofKind(member, 'access.granted')).toHaveLength(2);
    await patchAccess(admin, member, premiumUntil(new Date(until.getTime() + 30 * DAY)));
    expect(await ofKind(member, 'access.granted')).toHaveLength(3);
  });

  it('tells a member created with access, an expired member renewed, and a staff switch turned on', async () => {
    const email = `criado-${Date.now()}@exemplo.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie },
      payload: { name: 'Criado Com Acesso', email, role: 'premium', accessType: 'total' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const rows = await t.app.database.db
      .selectFrom('notifications')
      .select(['kind', 'text_key', 'link'])
      .where('recipient_id', '=', created.json<{ id: string }>().id)
      .execute();
    expect(rows).toEqual([{ kind: 'access.granted', text_key: 'features.accessNotices.granted', link: '/courses' }]);

    const expired = await createMember(t.app);
    await setAccess(t.app, expired.id, {
      role: 'premium',
      accessExpiration: new Date(t.clock.now().getTime() - DAY),
      permissions: { courses: true, aiLab: true, adSpy: true },
    });
    await patchAccess(admin, expired, premiumUntil(new Date(t.clock.now().getTime() - DAY / 2)));
    expect(await ofKind(expired, 'access.granted')).toHaveLength(0);
    await patchAccess(admin, expired, premiumUntil(new Date(t.clock.now().getTime() + 10 * DAY)));
    expect(await ofKind(expired, 'access.granted')).toHaveLength(1);

    const master = await createStaff(t.app, 'master');
    const otherAdmin = await createStaff(t.app, 'admin');
    const noCourses = { forum: true, courses: false, aiLab: false, adSpy: false };
    await patchAccess(master, otherAdmin, { role: 'admin', accessType: 'total', permissions: noCourses });
    await patchAccess(master, otherAdmin, {
      role: 'admin',
      accessType: 'total',
      permissions: { ...noCourses, aiLab: true },
    });
    const staffNotice = await ofKind(otherAdmin, 'access.granted');
    expect(staffNotice).toHaveLength(1);
    expect(staffNotice[0]!.link).toBe('/dashboard');
  });

  it('warns 7 days before the access ends, once per member and end date, however often the check runs', async () => {
    const now = t.clock.now();
    const soon = await createMember(t.app);
    const later = await createMember(t.app);
    const staff = await createStaff(t.app, 'admin');
    const soonEnd = new Date(now.getTime() + 3 * DAY);
    const laterEnd = new Date(now.getTime() + 10 * DAY);
    await setAccess(t.app, soon.id, { role: 'premium', accessExpiration: soonEnd });
    await setAccess(t.app, later.id, { role: 'premium', accessExpiration: laterEnd });
    await setAccess(t.app, staff.id, { accessExpiration: soonEnd });

    // Two runs at once (two instances) and one after (a restart): one notice.
    await Promise.all([sendExpiryNotices(t.app), sendExpiryNotices(t.app)]);
    await sendExpiryNotices(t.app);
    const warned = await ofKind(soon, 'access.expiring');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({
      actor: null,
      text: `Seu acesso expira em ${accessDate(soonEnd)}. Fale com um administrador para renovar.`,
      link: '/profile',
    });
    expect(await ofKind(later, 'access.expiring')).toHaveLength(0);
    expect(await ofKind(staff, 'access.expiring')).toHaveLength(0);

    // Four days on, the later one is inside the week; the first is not warned again.
    t.clock.advance(4 * DAY);
    try {
      await sendExpiryNotices(t.app);
      expect(await ofKind(later, 'access.expiring')).toHaveLength(1);
      expect(await ofKind(soon, 'access.expiring')).toHaveLength(1);

      // Renewed to a new end: that end gets its own notice when it comes near; a past end none.
      const renewedEnd = new Date(t.clock.now().getTime() + 6 * DAY);
      await setAccess(t.app, soon.id, { accessExpiration: renewedEnd });
      expect(await sendExpiryNotices(t.app)).toBeGreaterThanOrEqual(1);
      const renewed = await ofKind(soon, 'access.expiring');
      expect(renewed).toHaveLength(2);
      expect(renewed[0]!.text).toContain(accessDate(renewedEnd));
      const claims = await t.app.database.db
        .selectFrom('access_expiry_notices')
        .select('user_id')
        .where('user_id', 'in', [soon.id, later.id, staff.id])
        .execute();
      expect(claims).toHaveLength(3);
    } finally {
      t.clock.advance(-4 * DAY);
    }
  });

  it('runs the check at start and then once an hour, whatever the number of instances', async () => {
    const other = await createTestApp({ env: { SCHEDULED_JOBS: 'true' } });
    try {
      const runs = () =>
        other.app.database.db.selectFrom('job_runs').selectAll().where('job', '=', EXPIRY_NOTICES_JOB).execute();
      await expect.poll(async () => (await runs()).filter((run) => run.finished_at !== null).length).toBe(1);
      // Another instance's tick in the same hour finds the hour claimed; the next hour runs again.
      expect(await runJobSlot(other.app, EXPIRY_NOTICES_JOB)).toBe('claimed-elsewhere');
      expect(await runJobSlot(other.app, EXPIRY_NOTICES_JOB, new Date(Date.now() + 3600_000))).toBe('ran');
    } finally {
      await other.close();
    }
  });
});
