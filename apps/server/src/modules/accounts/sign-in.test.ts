import type { MeResponse } from '@blivion/shared';
import { translate } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import {
  createMember,
  errorOf,
  findSession,
  getMe,
  sessionCookie,
  signIn,
  uniqueEmail,
  uniqueIp,
} from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

describe('sign-in and sign-out', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.app, { name: 'Joana Entrada' });
  });
  afterAll(async () => t.close());

  it('signs in with an HttpOnly cookie that opens /api/me', async () => {
    const response = await signIn(t.app, member.email, member.password);
    expect(response.statusCode).toBe(200);
    expect(response.json<MeResponse>().user).toMatchObject({ id: member.id, email: member.email, role: 'free' });
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const me = await getMe(t.app, sessionCookie(response));
    expect(me.statusCode).toBe(200);
    expect(me.json<MeResponse>().user.name).toBe('Joana Entrada');
  });

  it('records the real client IP on the session, not one claimed in X-Forwarded-For', async () => {
    const ip = uniqueIp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: member.email, password: member.password },
      headers: { 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    expect((await findSession(t.app, sessionCookie(response)))?.ipAddress).toBe(ip);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const response = await signIn(t.app, `  ${member.email.toUpperCase()} `, member.password);
    expect(response.statusCode).toBe(200);
    expect(response.json<MeResponse>().user.id).toBe(member.id);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 INVALID_CREDENTIALS', async () => {
    const wrongPassword = await signIn(t.app, member.email, 'senha errada de proposito');
    const unknownEmail = await signIn(t.app, uniqueEmail('ninguem'), member.password);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: translate('errors.INVALID_CREDENTIALS'),
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('refuses the password in another case', async () => {
    const response = await signIn(t.app, member.email, member.password.toUpperCase());
    expect(response.statusCode).toBe(401);
  });

  it('answers /api/me without a cookie, or with a forged one, with 401 UNAUTHENTICATED', async () => {
    for (const headers of [{}, { cookie: 'blivion.session_token=forjado.assinatura' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    }
  });

  it('signs out: the cookie is cleared, the old cookie stops working and other sessions stay', async () => {
    const first = sessionCookie(await signIn(t.app, member.email, member.password));
    const other = sessionCookie(await signIn(t.app, member.email, member.password));
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: first },
      remoteAddress: uniqueIp(),
    });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toEqual({ ok: true });
    expect(String(signOut.headers['set-cookie'])).toMatch(/blivion\.session_token=;.*Max-Age=0/i);

    const afterSignOut = await getMe(t.app, first);
    expect(afterSignOut.statusCode).toBe(401);
    expect(errorOf(afterSignOut).code).toBe('UNAUTHENTICATED');
    expect(await findSession(t.app, first)).toBeUndefined();
    expect(await findSession(t.app, other)).toBeDefined();
    expect((await getMe(t.app, other)).statusCode).toBe(200);
  });

  it('answers a sign-out without a session with 200, as the visitor is already out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', remoteAddress: uniqueIp() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
