import type { MeResponse } from '@blivion/shared';
import { FORUM_ONLY } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, getMe, STRONG_PASSWORD } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

/** A member tries to give themselves role, permissions or expiry through every route a member can call. */
describe('mass assignment', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.app);
  });
  afterAll(async () => t.close());

  const escalation = {
    role: 'master',
    storedRole: 'admin',
    permissions: { forum: true, courses: true, aiLab: true, adSpy: true },
    accessExpiration: '2099-01-01T00:00:00.000Z',
    accessType: 'total',
  };

  const attempts: [string, 'PATCH' | 'POST' | 'PUT', string, object][] = [
    ['PATCH /api/me', 'PATCH', '/api/me', { name: 'Escalada', ...escalation }],
    [
      'POST /api/me/password',
      'POST',
      '/api/me/password',
      {
        currentPassword: STRONG_PASSWORD,
        password: 'nova senha bem comprida',
        confirmPassword: 'nova senha bem comprida',
        ...escalation,
      },
    ],
    ['PATCH /api/admin/users/:self/access', 'PATCH', '/api/admin/users/SELF/access', escalation],
    [
      'POST /api/admin/users',
      'POST',
      '/api/admin/users',
      { name: 'Eu', email: 'eu@exemplo.test', ...escalation, role: 'admin' },
    ],
    ['PUT /api/admin/features', 'PUT', '/api/admin/features', { adSpyEnabled: true }],
  ];

  it.each(attempts)('%s is refused and changes nothing', async (_name, method, url, payload) => {
    const before = (await getMe(t.app, member.cookie)).json<MeResponse>();
    const response = await t.app.inject({
      method,
      url: url.replace('SELF', member.id),
      headers: { cookie: member.cookie },
      payload,
    });
    expect([400, 403]).toContain(response.statusCode);
    const after = (await getMe(t.app, member.cookie)).json<MeResponse>();
    expect(after).toEqual(before);
    expect(after.user.role).toBe('free');
    expect(after.permissions).toEqual(FORUM_ONLY);
    expect(after.user.accessExpiration).toBeNull();
    expect(after.features.adSpyEnabled).toBe(false);
  });
});
