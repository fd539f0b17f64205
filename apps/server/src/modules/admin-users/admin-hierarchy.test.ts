import type { AdminUser, MeResponse } from '@blivion/shared';
import { ALL_PERMISSIONS } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, getMe, setAccess, uniqueEmail } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

const MASTER_EMAIL = 'chefe.fixo@exemplo.test';

describe('who may change whom', () => {
  let t: TestApp;
  let admin: TestMember;
  let master: TestMember;

  beforeAll(async () => {
    t = await createTestApp({ env: { MASTER_EMAILS: `outro@exemplo.test, ${MASTER_EMAIL.toUpperCase()}` } });
    admin = await createStaff(t.app, 'admin');
    master = await createStaff(t.app, 'master');
  });
  afterAll(async () => t.close());

  function patchAccess(actor: TestMember, targetId: string, payload: object) {
    return t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${targetId}/access`,
      headers: { cookie: actor.cookie },
      payload,
    });
  }
  function remove(actor: TestMember, targetId: string) {
    return t.app.inject({ method: 'DELETE', url: `/api/admin/users/${targetId}`, headers: { cookie: actor.cookie } });
  }
  async function storedRole(id: string) {
    const row = await t.app.database.db
      .selectFrom('profiles')
      .select('role')
      .where('user_id', '=', id)
      .executeTakeFirst();
    return row?.role;
  }

  const demote = { role: 'free', accessType: 'forum', accessExpiration: null };
  const toAdmin = { role: 'admin', accessType: 'total', accessExpiration: null };

  const refusals: [string, () => Promise<{ actor: TestMember; targetId: string; payload?: object }>, string][] = [
    [
      'admin promotes itself to master',
      async () => ({ actor: admin, targetId: admin.id, payload: { ...toAdmin, role: 'master' } }),
      'CANNOT_CHANGE_OWN_ACCESS',
    ],
    [
      'admin changes its own switches',
      async () => ({ actor: admin, targetId: admin.id, payload: toAdmin }),
      'CANNOT_CHANGE_OWN_ACCESS',
    ],
    [
      'master changes its own role',
      async () => ({ actor: master, targetId: master.id, payload: toAdmin }),
      'CANNOT_CHANGE_OWN_ACCESS',
    ],
    [
      'admin demotes a master',
      async () => ({ actor: admin, targetId: (await createStaff(t.app, 'master')).id, payload: demote }),
      'MASTER_PROTECTED',
    ],
    [
      'admin deletes a master',
      async () => ({ actor: admin, targetId: (await createStaff(t.app, 'master')).id }),
      'MASTER_PROTECTED',
    ],
    [
      'master demotes another master',
      async () => ({ actor: master, targetId: (await createStaff(t.app, 'master')).id, payload: toAdmin }),
      'MASTER_PROTECTED',
    ],
    [
      'master locks another master (switches off)',
      async () => ({
        actor: master,
        targetId: (await createStaff(t.app, 'master')).id,
        payload: { role: 'master', accessType: 'total', permissions: { ...ALL_PERMISSIONS, courses: false } },
      }),
      'MASTER_PROTECTED',
    ],
    [
      'master deletes another master',
      async () => ({ actor: master, targetId: (await createStaff(t.app, 'master')).id }),
      'MASTER_PROTECTED',
    ],
    [
      'admin edits another admin',
      async () => ({ actor: admin, targetId: (await createStaff(t.app, 'admin')).id, payload: demote }),
      'CANNOT_MANAGE_ADMIN',
    ],
    [
      'admin deletes another admin',
      async () => ({ actor: admin, targetId: (await createStaff(t.app, 'admin')).id }),
      'CANNOT_MANAGE_ADMIN',
    ],
    [
      'admin promotes a member to admin',
      async () => ({ actor: admin, targetId: (await createMember(t.app)).id, payload: toAdmin }),
      'CANNOT_MANAGE_ADMIN',
    ],
    [
      'master gives the master role to a non-master',
      async () => ({
        actor: master,
        targetId: (await createMember(t.app)).id,
        payload: { ...toAdmin, role: 'master' },
      }),
      'MASTER_ROLE_RESERVED',
    ],
    ['admin deletes itself', async () => ({ actor: admin, targetId: admin.id }), 'CANNOT_DELETE_SELF'],
    ['master deletes itself', async () => ({ actor: master, targetId: master.id }), 'CANNOT_DELETE_SELF'],
  ];

  it.each(refusals)('%s: 403 and nothing changes', async (_case, build, code) => {
    const { actor, targetId, payload } = await build();
    const before = await storedRole(targetId);
    const response = payload ? await patchAccess(actor, targetId, payload) : await remove(actor, targetId);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.code).toBe(code);
    expect(response.json().error.message).toMatch(/[a-zà-ú]/i);
    expect(await storedRole(targetId)).toBe(before);
  });

  it('admin creating an admin is refused; master may', async () => {
    const body = { name: 'Novo Admin', email: uniqueEmail('adm'), role: 'admin', accessType: 'total' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie },
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('CANNOT_MANAGE_ADMIN');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: master.cookie },
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminUser>().role).toBe('admin');
  });

  it('master edits an admin: role kept and the manual switches saved', async () => {
    const other = await createStaff(t.app, 'admin');
    const permissions = { forum: true, courses: true, aiLab: false, adSpy: true };
    const response = await patchAccess(master, other.id, { role: 'admin', accessType: 'total', permissions });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminUser>()).toMatchObject({ role: 'admin', permissions, accessExpiration: null });
    expect((await getMe(t.app, other.cookie)).json<MeResponse>().permissions).toEqual(permissions);
  });

  it('master promotes a member to admin and demotes an admin', async () => {
    const member = await createMember(t.app);
    expect((await patchAccess(master, member.id, toAdmin)).json<AdminUser>().role).toBe('admin');
    expect((await patchAccess(master, member.id, demote)).json<AdminUser>().role).toBe('free');
  });

  it('admin manages free and premium members', async () => {
    const member = await createMember(t.app);
    const premium = await patchAccess(admin, member.id, { role: 'free', accessType: 'total', accessExpiration: null });
    expect(premium.json<AdminUser>()).toMatchObject({ role: 'premium', permissions: ALL_PERMISSIONS });
    expect((await patchAccess(admin, member.id, demote)).json<AdminUser>().role).toBe('free');
    expect((await remove(admin, member.id)).statusCode).toBe(200);
  });

  it('an address in MASTER_EMAILS stays master: listed as master, not demotable, not deletable', async () => {
    const fixed = await createMember(t.app, { email: MASTER_EMAIL });
    await setAccess(t.app, fixed.id, { role: 'free' });
    const me = (await getMe(t.app, fixed.cookie)).json<MeResponse>();
    expect(me.user.role).toBe('master');
    expect(me.permissions).toEqual(ALL_PERMISSIONS);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent('chefe.fixo')}`,
      headers: { cookie: admin.cookie },
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: fixed.id, role: 'master', storedRole: 'free', isMasterEmail: true }),
    ]);

    for (const actor of [admin, master]) {
      const demoted = await patchAccess(actor, fixed.id, demote);
      expect(demoted.statusCode).toBe(403);
      expect(demoted.json().error.code).toBe('MASTER_PROTECTED');
      expect((await remove(actor, fixed.id)).json().error.code).toBe('MASTER_PROTECTED');
    }
    expect((await getMe(t.app, fixed.cookie)).json<MeResponse>().user.role).toBe('master');
  });

  it('answers 404 USER_NOT_FOUND for an unknown member', async () => {
    const response = await remove(master, 'nao-existe');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('USER_NOT_FOUND');
  });
});
