import type { AdminUser, AuditEntry, AuditPage } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, uniqueEmail } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

describe('audit log', () => {
  let t: TestApp;
  let admin: TestMember;
  let master: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createStaff(t.app, 'admin');
    master = await createStaff(t.app, 'master');
  });
  afterAll(async () => t.close());

  async function entriesFor(targetId: string): Promise<AuditEntry[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=100',
      headers: { cookie: master.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<AuditPage>().items.filter((entry) => entry.targetId === targetId);
  }

  it('records creation, access changes (role, expiry, switches) and deletion, with before/after; kept after deletion', async () => {
    const email = uniqueEmail('auditada');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie },
      payload: { name: 'Auditada', email, role: 'free', accessType: 'forum' },
    });
    const id = created.json<AdminUser>().id;
    const expiry = '2099-06-30T12:00:00.000Z';
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}/access`,
      headers: { cookie: admin.cookie },
      payload: { role: 'free', accessType: 'total', accessExpiration: expiry },
    });
    const permissions = { forum: true, courses: false, aiLab: true, adSpy: false };
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}/access`,
      headers: { cookie: master.cookie },
      payload: { role: 'admin', accessType: 'total', permissions },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: { cookie: master.cookie } });

    const entries = await entriesFor(id);
    expect(entries.map((entry) => entry.action)).toEqual(['user.delete', 'user.access', 'user.access', 'user.create']);
    expect(entries.every((entry) => entry.targetEmail === email)).toBe(true);
    const [deleted, promoted, granted, creation] = entries;
    expect(creation).toMatchObject({
      actorId: admin.id,
      actorName: 'Membro de Teste',
      details: { after: { role: 'free' } },
    });
    expect(granted!.details).toMatchObject({
      before: { role: 'free', accessExpiration: null },
      after: { role: 'premium', accessExpiration: expiry, permissions: { courses: true } },
    });
    expect(promoted).toMatchObject({
      actorId: master.id,
      details: { before: { role: 'premium' }, after: { role: 'admin', permissions } },
    });
    expect(deleted!.details).toMatchObject({ name: 'Auditada', before: { role: 'admin' } });
    expect(Date.parse(deleted!.createdAt)).not.toBeNaN();
  });

  it('records the feature switch', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/features',
      headers: { cookie: admin.cookie },
      payload: { adSpyEnabled: true },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=1',
      headers: { cookie: master.cookie },
    });
    expect(response.json<AuditPage>().items[0]).toMatchObject({
      action: 'features.update',
      actorId: admin.id,
      details: { before: { adSpyEnabled: false }, after: { adSpyEnabled: true } },
    });
  });

  it('pages newest first with a keyset cursor', async () => {
    for (let i = 0; i < 3; i += 1)
      await createMember(t.app).then((m) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/admin/users/${m.id}`,
          headers: { cookie: admin.cookie },
        }),
      );
    const first = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=2', headers: { cookie: master.cookie } })
    ).json<AuditPage>();
    expect(first.items).toHaveLength(2);
    const second = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?limit=2&cursor=${first.nextCursor}`,
        headers: { cookie: master.cookie },
      })
    ).json<AuditPage>();
    const ids = [...first.items, ...second.items].map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is readable by master only', async () => {
    const free = await createMember(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const cookie of [free.cookie, admin.cookie]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie } });
      expect(response.statusCode).toBe(403);
    }
  });
});
