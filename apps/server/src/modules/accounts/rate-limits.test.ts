import { RATE_LIMITS, translate } from '@blivion/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, errorOf, uniqueEmail, uniqueIp } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

function expectRateLimited(response: LightMyRequestResponse, windowMs: number): void {
  expect(response.statusCode).toBe(429);
  const error = errorOf(response);
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.message).toBe(translate('errors.RATE_LIMITED'));
  expect(error.message).toMatch(/^Muitas tentativas em pouco tempo\./);
  const { retryAfterSeconds } = error.details as { retryAfterSeconds: number };
  expect(Number.isInteger(retryAfterSeconds)).toBe(true);
  expect(retryAfterSeconds).toBeGreaterThan(0);
  expect(retryAfterSeconds).toBeLessThanOrEqual(windowMs / 1000);
}

describe('rate limits on the account endpoints, keyed on the real client IP (TRUST_PROXY off)', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.app);
  });
  afterAll(async () => t.close());

  function post(url: string, payload: object, ip: string, spoofedIp?: string) {
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: ip,
      headers: spoofedIp ? { 'x-forwarded-for': spoofedIp } : {},
    });
  }

  it('sign-in: past the limit one IP gets 429, even with a spoofed X-Forwarded-For, and another IP does not', async () => {
    const attacker = uniqueIp();
    // A different address each time, so only the per-IP limit is met (the per-account one is in account-limits.test.ts).
    const wrong = () => ({ email: uniqueEmail(), password: 'tentativa errada 123' });
    for (let attempt = 0; attempt < RATE_LIMITS.signIn.max; attempt += 1) {
      const response = await post('/api/auth/sign-in', wrong(), attacker, `203.0.113.${attempt + 1}`);
      expect(response.statusCode).toBe(401);
    }
    expectRateLimited(await post('/api/auth/sign-in', wrong(), attacker, '203.0.113.200'), RATE_LIMITS.signIn.windowMs);
    const rightPassword = { email: member.email, password: member.password };
    expectRateLimited(await post('/api/auth/sign-in', rightPassword, attacker), RATE_LIMITS.signIn.windowMs);

    // The spoofed addresses did not get a bucket of their own, and the member's own IP is not locked out.
    const spoofedAsOwnIp = await post('/api/auth/sign-in', rightPassword, uniqueIp(), attacker);
    expect(spoofedAsOwnIp.statusCode).toBe(200);
    expect((await post('/api/auth/sign-in', rightPassword, uniqueIp())).statusCode).toBe(200);
  });

  it('forgot-password: past the limit one IP gets 429 and another IP does not', async () => {
    const client = uniqueIp();
    for (let attempt = 0; attempt < RATE_LIMITS.passwordRecovery.max; attempt += 1) {
      const response = await post(
        '/api/auth/forgot-password',
        { email: uniqueEmail() },
        client,
        `203.0.113.${attempt + 1}`,
      );
      expect(response.statusCode).toBe(200);
    }
    const limited = await post('/api/auth/forgot-password', { email: uniqueEmail() }, client, '203.0.113.99');
    expectRateLimited(limited, RATE_LIMITS.passwordRecovery.windowMs);
    const other = await post('/api/auth/forgot-password', { email: uniqueEmail() }, uniqueIp());
    expect(other.statusCode).toBe(200);
  });

  it('reset-password: past the limit one IP gets 429 before the token is even looked at', async () => {
    const client = uniqueIp();
    const body = {
      token: 'token-inexistente',
      password: 'uma senha nova longa',
      confirmPassword: 'uma senha nova longa',
    };
    for (let attempt = 0; attempt < RATE_LIMITS.passwordRecovery.max; attempt += 1) {
      expect((await post('/api/auth/reset-password', body, client)).statusCode).toBe(400);
    }
    expectRateLimited(await post('/api/auth/reset-password', body, client), RATE_LIMITS.passwordRecovery.windowMs);
  });

  it('sign-up: past the limit one IP gets 429, invalid attempts included', async () => {
    const client = uniqueIp();
    for (let attempt = 0; attempt < RATE_LIMITS.signUp.max; attempt += 1) {
      expect((await post('/api/auth/sign-up', {}, client)).statusCode).toBe(400);
    }
    expectRateLimited(await post('/api/auth/sign-up', {}, client), RATE_LIMITS.signUp.windowMs);
    expect((await post('/api/auth/sign-up', {}, uniqueIp())).statusCode).toBe(400);
  });
});
