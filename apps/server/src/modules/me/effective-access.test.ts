import type { MeResponse } from '@blivion/shared';
import { ALL_PERMISSIONS, FORUM_ONLY } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, getMe, setAccess, uniqueEmail } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('effective permissions in GET /api/me', () => {
  const masterEmail = uniqueEmail('chefe');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MASTER_EMAILS: `outra@exemplo.test, ${masterEmail.toUpperCase()}` } });
  });
  afterAll(async () => t.close());

  async function me(cookie: string): Promise<MeResponse> {
    const response = await getMe(t.app, cookie);
    expect(response.statusCode).toBe(200);
    return response.json<MeResponse>();
  }

  it('gives a new member role free and the forum only', async () => {
    const member = await createMember(t.app);
    const body = await me(member.cookie);
    expect(body.user.role).toBe('free');
    expect(body.permissions).toEqual(FORUM_ONLY);
    expect(body.accessExpired).toBe(false);
    expect(body.features).toEqual({ adSpyEnabled: false });
  });

  it('makes an address of MASTER_EMAILS master with everything while stored as free', async () => {
    const member = await createMember(t.app, { email: masterEmail });
    const body = await me(member.cookie);
    expect(body.user.role).toBe('master');
    expect(body.permissions).toEqual(ALL_PERMISSIONS);
    const stored = await t.app.database.db
      .selectFrom('profiles')
      .select('role')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stored.role).toBe('free');
  });

  it('gives a premium member with a future expiry the stored permissions, and the forum only once it passes', async () => {
    const member = await createMember(t.app);
    const expiry = new Date(t.clock.now().getTime() + DAY_MS);
    await setAccess(t.app, member.id, { role: 'premium', accessExpiration: expiry, permissions: ALL_PERMISSIONS });
    const before = await me(member.cookie);
    expect(before.user.role).toBe('premium');
    expect(before.permissions).toEqual(ALL_PERMISSIONS);
    expect(before.accessExpired).toBe(false);
    expect(before.user.accessExpiration).toBe(expiry.toISOString());

    t.clock.advance(DAY_MS + 60_000);
    const after = await me(member.cookie);
    expect(after.user.role).toBe('premium');
    expect(after.permissions).toEqual(FORUM_ONLY);
    expect(after.accessExpired).toBe(true);
  });

  it('keeps the stored switches of an admin, with an expiry date in the past', async () => {
    const member = await createMember(t.app);
    const stored = { forum: true, courses: true, aiLab: false, adSpy: true };
    await setAccess(t.app, member.id, {
      role: 'admin',
      accessExpiration: new Date(t.clock.now().getTime() - DAY_MS),
      permissions: stored,
    });
    const body = await me(member.cookie);
    expect(body.user.role).toBe('admin');
    expect(body.permissions).toEqual(stored);
    expect(body.accessExpired).toBe(false);
  });

  it('reads the permissions again on every request', async () => {
    const member = await createMember(t.app);
    await setAccess(t.app, member.id, { permissions: { courses: true } });
    expect((await me(member.cookie)).permissions.courses).toBe(true);
    await setAccess(t.app, member.id, { permissions: { courses: false } });
    expect((await me(member.cookie)).permissions.courses).toBe(false);
  });
});
