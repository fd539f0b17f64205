import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, errorOf, setAccess, uniqueIp } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

/** better-auth is a library here: its own HTTP endpoints, admin ones included, must not answer. */
describe("better-auth's own endpoints", () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createMember(t.app);
    await setAccess(t.app, admin.id, { role: 'admin' });
  });
  afterAll(async () => t.close());

  it.each([
    ['GET', '/api/auth/get-session'],
    ['GET', '/api/auth/list-sessions'],
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/auth/request-password-reset'],
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/admin/set-role'],
    ['GET', '/api/auth/admin/list-users'],
    ['POST', '/api/auth/admin/impersonate-user'],
  ] as const)('%s %s is not reachable, even by an admin', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie: admin.cookie },
      payload:
        method === 'POST' ? { role: 'master', userId: admin.id, email: 'x@exemplo.test', password: 'x' } : undefined,
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('ROUTE_NOT_FOUND');
  });
});
