import type { MeResponse } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { createMember, getMe, sessionCookie, signUpBody, uniqueIp } from '../../test-support/factories.js';

describe('sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('creates a free, forum-only member and signs them in with an HttpOnly, SameSite=Lax cookie', async () => {
    const body = signUpBody({ email: `  Nova.Pessoa+${Date.now()}@Exemplo.TEST ` });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: body,
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(201);
    const me = response.json<MeResponse>();
    expect(me.user.email).toBe(body.email.trim().toLowerCase());
    expect(me.user.role).toBe('free');
    expect(me.permissions).toEqual({ forum: true, courses: false, aiLab: false, adSpy: false });
    const cookieHeader = String(response.headers['set-cookie']);
    expect(cookieHeader).toMatch(/HttpOnly/i);
    expect(cookieHeader).toMatch(/SameSite=Lax/i);
    const again = await getMe(t.app, sessionCookie(response));
    expect(again.statusCode).toBe(200);
    expect(again.json<MeResponse>().user.id).toBe(me.user.id);
  });

  it('refuses an e-mail that already has an account, with 409 and a field detail', async () => {
    const existing = await createMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: signUpBody({ email: existing.email.toUpperCase() }),
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('EMAIL_TAKEN');
  });
});
