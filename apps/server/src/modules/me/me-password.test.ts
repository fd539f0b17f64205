import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, getMe, sessionCookie, STRONG_PASSWORD, uniqueIp } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

describe('POST /api/me/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const NEW_PASSWORD = 'outra frase secreta bem longa';
  const change = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/me/password', headers: { cookie }, payload, remoteAddress: uniqueIp() });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress: uniqueIp() });

  it('needs the current password, ends the other sessions and keeps this browser signed in', async () => {
    const member = await createMember(t.app);
    const otherDevice = sessionCookie(await signIn(member.email, STRONG_PASSWORD));
    const response = await change(member.cookie, {
      currentPassword: STRONG_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(NEW_PASSWORD);
    const renewed = sessionCookie(response);
    expect((await getMe(t.app, renewed)).statusCode).toBe(200);
    expect((await getMe(t.app, otherDevice)).statusCode).toBe(401);
    expect((await getMe(t.app, member.cookie)).statusCode).toBe(401);
    expect((await signIn(member.email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(member.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a field detail, changing nothing', async () => {
    const member = await createMember(t.app);
    const response = await change(member.cookie, {
      currentPassword: 'nao e a senha atual',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_CURRENT_PASSWORD',
      details: [{ field: 'currentPassword', key: 'errors.INVALID_CURRENT_PASSWORD' }],
    });
    expect((await getMe(t.app, member.cookie)).statusCode).toBe(200);
    expect((await signIn(member.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [
      'a common password',
      { password: 'password123', confirmPassword: 'password123' },
      'password',
      'validation.passwordTooCommon',
    ],
    ['a short password', { password: 'curta', confirmPassword: 'curta' }, 'password', 'validation.passwordTooShort'],
    [
      'a mismatched confirmation',
      { password: NEW_PASSWORD, confirmPassword: 'diferente' },
      'confirmPassword',
      'validation.passwordMismatch',
    ],
    [
      'no current password',
      { currentPassword: '', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'currentPassword',
      'validation.passwordRequired',
    ],
  ])('refuses %s', async (_case, payload, field, key) => {
    const member = await createMember(t.app);
    const response = await change(member.cookie, { currentPassword: STRONG_PASSWORD, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual(expect.objectContaining({ field, key }));
  });

  it('needs a signed-in member', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: STRONG_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
