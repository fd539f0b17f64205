import { accessFromForm, updateAccessSchema, type AdminUser } from '@blivion/shared/admin';
import { ALL_PERMISSIONS, FORUM_ONLY, type Role } from '@blivion/shared/core';
import { describe, expect, it } from 'vitest';
import { accessBody, accessValuesOf, changeAccess, NEW_USER_ACCESS, type AccessValues } from './access-form';

function member(role: Role, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u1',
    name: 'Ana Souza',
    email: 'ana@example.com',
    role,
    storedRole: role,
    permissions: role === 'free' ? { ...FORUM_ONLY } : { ...ALL_PERMISSIONS },
    accessExpiration: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    isMasterEmail: false,
    ...overrides,
  };
}

const someSwitches = { forum: true, courses: true, aiLab: false, adSpy: false };

describe('accessValuesOf', () => {
  it('shows premium as total access with its expiry as the Brasília calendar day', () => {
    // 02:59:59 UTC on 1 December is still 30 November in Brasília.
    const values = accessValuesOf(member('premium', { accessExpiration: '2026-12-01T02:59:59.999Z' }));
    expect(values).toMatchObject({ role: 'premium', accessType: 'total', accessExpiration: '2026-11-30' });
  });

  it('shows free as forum access without an expiry', () => {
    expect(accessValuesOf(member('free'))).toEqual(NEW_USER_ACCESS);
  });

  it("shows an admin's stored switches (forum always on) and never an expiry", () => {
    const admin = member('admin', {
      permissions: { ...someSwitches, forum: false },
      accessExpiration: '2027-01-01T02:59:59.999Z',
    });
    expect(accessValuesOf(admin)).toEqual({
      role: 'admin',
      accessType: 'forum',
      accessExpiration: null,
      permissions: someSwitches,
    });
    expect(accessValuesOf(member('admin')).accessType).toBe('total');
  });

  it('shows a master with every switch on, whatever is stored', () => {
    expect(accessValuesOf(member('master', { permissions: { ...FORUM_ONLY } })).permissions).toEqual(ALL_PERMISSIONS);
  });
});

describe('changeAccess', () => {
  const premium: AccessValues = {
    role: 'premium',
    accessType: 'total',
    accessExpiration: '2027-03-31',
    permissions: { ...ALL_PERMISSIONS },
  };

  it('for members, the access type is the role: total is premium, forum is free and has no expiry', () => {
    expect(changeAccess(NEW_USER_ACCESS, { accessType: 'total' })).toMatchObject({ role: 'premium' });
    expect(changeAccess(premium, { accessType: 'forum' })).toMatchObject({ role: 'free', accessExpiration: null });
    expect(changeAccess(premium, { role: 'free' })).toMatchObject({ accessType: 'forum', accessExpiration: null });
    expect(changeAccess(NEW_USER_ACCESS, { role: 'premium' })).toMatchObject({ accessType: 'total' });
  });

  it('staff lose the expiry; master gets every switch', () => {
    expect(changeAccess(premium, { role: 'admin' })).toMatchObject({ role: 'admin', accessExpiration: null });
    expect(changeAccess({ ...premium, permissions: { ...FORUM_ONLY } }, { role: 'master' }).permissions).toEqual(
      ALL_PERMISSIONS,
    );
  });

  it("keeps the forum switch on and follows an admin's switches with the access type", () => {
    const admin = changeAccess(premium, { role: 'admin' });
    const fewer = changeAccess(admin, { permissions: { ...someSwitches, forum: false } });
    expect(fewer).toMatchObject({ role: 'admin', accessType: 'forum', permissions: someSwitches });
    expect(changeAccess(fewer, { permissions: { ...ALL_PERMISSIONS } }).accessType).toBe('total');
  });

  it('a change of access type does not change the role of staff', () => {
    const admin = changeAccess(premium, { role: 'admin' });
    expect(changeAccess(admin, { accessType: 'forum' }).role).toBe('admin');
  });
});

describe('accessBody', () => {
  const cases: Array<[string, AccessValues]> = [
    ['free', NEW_USER_ACCESS],
    [
      'premium with an expiry',
      { ...NEW_USER_ACCESS, role: 'premium', accessType: 'total', accessExpiration: '2027-03-31' },
    ],
    ['premium without an expiry', { ...NEW_USER_ACCESS, role: 'premium', accessType: 'total' }],
    [
      'admin with some switches',
      { role: 'admin', accessType: 'forum', accessExpiration: null, permissions: someSwitches },
    ],
    ['master', { role: 'master', accessType: 'total', accessExpiration: null, permissions: { ...ALL_PERMISSIONS } }],
  ];

  it.each(cases)('%s: is a body the API accepts, stored as the dialog showed it', (_name, values) => {
    const parsed = updateAccessSchema.safeParse(accessBody(values));
    expect(parsed.success).toBe(true);
    const stored = accessFromForm(parsed.data!);
    expect(stored.role).toBe(values.role);
    expect(stored.permissions).toEqual(
      values.role === 'free' ? FORUM_ONLY : values.role === 'premium' ? ALL_PERMISSIONS : values.permissions,
    );
    // The edit dialog opened on what was stored shows the same access and calendar day.
    const { role, accessType, accessExpiration } = values;
    expect(accessValuesOf(member(stored.role, stored))).toMatchObject({ role, accessType, accessExpiration });
  });

  it('stores a chosen day as its last millisecond in Brasília', () => {
    const parsed = updateAccessSchema.parse(accessBody(cases[1]![1]));
    expect(accessFromForm(parsed).accessExpiration).toBe('2027-04-01T02:59:59.999Z');
  });

  it('sends switches only for staff, and an expiry only with total access', () => {
    expect(accessBody({ ...NEW_USER_ACCESS, permissions: { ...ALL_PERMISSIONS } })).not.toHaveProperty('permissions');
    expect(accessBody({ ...NEW_USER_ACCESS, accessExpiration: '2027-03-31' }).accessExpiration).toBeNull();
    expect(
      accessBody({
        role: 'admin',
        accessType: 'total',
        accessExpiration: '2027-03-31',
        permissions: { ...FORUM_ONLY, forum: false },
      }),
    ).toEqual({
      role: 'admin',
      accessType: 'total',
      accessExpiration: null,
      permissions: FORUM_ONLY,
    });
  });
});
