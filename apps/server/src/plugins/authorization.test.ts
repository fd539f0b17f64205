import { ALL_PERMISSIONS } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFeatureSwitch } from '../test-support/feature-switches.js';
import type { TestMember } from '../test-support/factories.js';
import { createMember, errorOf, setAccess, uniqueEmail } from '../test-support/factories.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';
import { requireFeature, requireMaster, requireMember, requirePermission, requireStaff } from './authorization.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const GUARDED = {
  member: requireMember,
  courses: requirePermission('courses'),
  aiLab: requirePermission('aiLab'),
  staff: requireStaff,
  master: requireMaster,
  adSpy: requireFeature('adSpy'),
};
type Guarded = keyof typeof GUARDED;

function addGuardedRoutes(app: FastifyInstance): void {
  for (const [name, guard] of Object.entries(GUARDED)) {
    app.get(`/api/test-guard/${name}`, { preHandler: guard }, async () => ({ ok: true }));
  }
}

describe('route guards', () => {
  const masterEmail = uniqueEmail('chefe');
  let t: TestApp;
  let free: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { MASTER_EMAILS: masterEmail }, beforeReady: addGuardedRoutes });
    free = await createMember(t.app);
  });
  afterAll(async () => t.close());

  function call(route: Guarded, cookie?: string) {
    return t.app.inject({ method: 'GET', url: `/api/test-guard/${route}`, headers: cookie ? { cookie } : {} });
  }

  async function expectAllowed(route: Guarded, cookie: string) {
    const response = await call(route, cookie);
    expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  }

  async function expectRefused(route: Guarded, cookie: string | undefined, status: number, code: string) {
    const response = await call(route, cookie);
    expect(response.statusCode, `${route}: ${response.body}`).toBe(status);
    const error = errorOf(response);
    expect(error.code).toBe(code);
    return error;
  }

  it('answers every guarded route with 401 UNAUTHENTICATED for a visitor', async () => {
    for (const route of Object.keys(GUARDED) as Guarded[]) {
      await expectRefused(route, undefined, 401, 'UNAUTHENTICATED');
    }
  });

  it('lets a free member through requireMember only, with the right 403 codes elsewhere', async () => {
    await expectAllowed('member', free.cookie);
    const error = await expectRefused('courses', free.cookie, 403, 'PERMISSION_REQUIRED');
    expect(error.details).toEqual({ permission: 'courses' });
    await expectRefused('staff', free.cookie, 403, 'ADMIN_REQUIRED');
    await expectRefused('master', free.cookie, 403, 'FORBIDDEN');
    const feature = await expectRefused('adSpy', free.cookie, 403, 'FEATURE_DISABLED');
    expect(feature.details).toEqual({ feature: 'adSpy' });
  });

  it('opens a permission once granted, and answers ACCESS_EXPIRED after the expiry date', async () => {
    const member = await createMember(t.app);
    await setAccess(t.app, member.id, {
      role: 'premium',
      accessExpiration: new Date(t.clock.now().getTime() + DAY_MS),
      permissions: { courses: true },
    });
    await expectAllowed('courses', member.cookie);
    const aiLab = await expectRefused('aiLab', member.cookie, 403, 'PERMISSION_REQUIRED');
    expect(aiLab.details).toEqual({ permission: 'aiLab' });

    await setAccess(t.app, member.id, { accessExpiration: new Date(t.clock.now().getTime() - 1000) });
    const expired = await expectRefused('courses', member.cookie, 403, 'ACCESS_EXPIRED');
    expect(expired.details).toEqual({ permission: 'courses' });
    await expectAllowed('member', member.cookie);
  });

  it('lets an admin through requireStaff but not requireMaster', async () => {
    const admin = await createMember(t.app);
    await setAccess(t.app, admin.id, { role: 'admin' });
    await expectAllowed('staff', admin.cookie);
    await expectRefused('master', admin.cookie, 403, 'FORBIDDEN');
    await expectRefused('courses', admin.cookie, 403, 'PERMISSION_REQUIRED');
  });

  it('lets a stored master and a MASTER_EMAILS address through every guard', async () => {
    const stored = await createMember(t.app);
    await setAccess(t.app, stored.id, { role: 'master', permissions: ALL_PERMISSIONS });
    const byEmail = await createMember(t.app, { email: masterEmail });
    for (const master of [stored, byEmail]) {
      for (const route of Object.keys(GUARDED) as Guarded[]) await expectAllowed(route, master.cookie);
    }
  });

  const switchAdSpy = (on: boolean) => setFeatureSwitch(t.app, 'adSpyEnabled', on);

  it('opens AdSpy to staff while switched off, and to members only when switched on', async () => {
    const admin = await createMember(t.app);
    await setAccess(t.app, admin.id, { role: 'admin' });
    await switchAdSpy(false);
    await expectAllowed('adSpy', admin.cookie);
    await expectRefused('adSpy', free.cookie, 403, 'FEATURE_DISABLED');
    try {
      await switchAdSpy(true);
      await expectAllowed('adSpy', free.cookie);
      await expectAllowed('adSpy', admin.cookie);
    } finally {
      await switchAdSpy(false);
    }
    await expectRefused('adSpy', free.cookie, 403, 'FEATURE_DISABLED');
  });
});
