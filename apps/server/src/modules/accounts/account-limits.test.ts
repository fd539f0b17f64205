import { ACCOUNT_LIMITS, translate } from '@blivion/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, errorOf, signIn, uniqueEmail, uniqueIp } from '../../test-support/factories.js';
import { useSmtpTestApp } from '../../test-support/smtp.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { signInDelaySeconds } from './account-limits.js';

const { signIn: signInLimits, passwordReset } = ACCOUNT_LIMITS;
const WRONG = 'senha errada de proposito';
const MINUTE = 60_000;

/** The wait a 429 SIGN_IN_DELAYED names, in minutes, after checking the answer's shape. */
function delayedMinutes(response: LightMyRequestResponse): number {
  expect(response.statusCode).toBe(429);
  const error = errorOf(response);
  expect(error.code).toBe('SIGN_IN_DELAYED');
  const { minutes, retryAfterSeconds } = error.details as { minutes: number; retryAfterSeconds: number };
  expect(error.message).toBe(translate('errors.SIGN_IN_DELAYED', { minutes }));
  expect(error.message).toMatch(/^Muitas tentativas de entrar nesta conta\. .* tente novamente em \d+ min\.$/);
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(Math.ceil(retryAfterSeconds / 60)).toBe(minutes);
  return minutes;
}

describe('per-account sign-in limits, whatever the IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('30 wrong passwords from 30 addresses: the first 5 are checked, the other 25 wait; another account is not affected', async () => {
    const member = await createMember(t.app);
    const bystander = await createMember(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await signIn(t.app, member.email, WRONG, uniqueIp());
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(delayedMinutes(response)).toBe(1);
      else expect(errorOf(response).code).toBe('INVALID_CREDENTIALS');
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(signInLimits.freeAttempts);
    expect(statuses.slice(signInLimits.freeAttempts).every((status) => status === 429)).toBe(true);

    // The right password waits too (the refusal says nothing about the password); the other account does not.
    expect(delayedMinutes(await signIn(t.app, member.email, member.password))).toBe(1);
    expect((await signIn(t.app, bystander.email, bystander.password)).statusCode).toBe(200);

    // After the delay the right password works, and the success forgets the failures.
    t.clock.advance(signInLimits.firstDelaySeconds * 1000);
    expect((await signIn(t.app, member.email, member.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < signInLimits.freeAttempts; attempt += 1) {
      expect((await signIn(t.app, member.email, WRONG)).statusCode).toBe(401);
    }
    expect((await signIn(t.app, member.email, WRONG)).statusCode).toBe(429);
  });

  it('the wait doubles from 1 minute up to 15, the refused attempts do not lengthen it, and it is forgotten an hour later', async () => {
    const member = await createMember(t.app);
    for (let attempt = 0; attempt < signInLimits.freeAttempts; attempt += 1) await signIn(t.app, member.email, WRONG);
    const waits: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const minutes = delayedMinutes(await signIn(t.app, member.email, WRONG));
      expect(delayedMinutes(await signIn(t.app, member.email, member.password))).toBe(minutes);
      waits.push(minutes);
      t.clock.advance(minutes * MINUTE);
      expect((await signIn(t.app, member.email, WRONG)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15]);
    expect(signInDelaySeconds(100)).toBe(signInLimits.maxDelaySeconds);

    t.clock.advance(signInLimits.forgetAfterSeconds * 1000);
    for (let attempt = 0; attempt < signInLimits.freeAttempts; attempt += 1) {
      expect((await signIn(t.app, member.email, WRONG)).statusCode).toBe(401);
    }
  });

  it('attempts sent at once are counted one by one: no more than the free ones reach the password check', async () => {
    const member = await createMember(t.app);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => signIn(t.app, member.email, WRONG, uniqueIp())),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(signInLimits.freeAttempts);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - signInLimits.freeAttempts);
  });

  it('an unknown e-mail waits exactly as a real one does (the answer tells nothing), and the table holds no address', async () => {
    const unknown = uniqueEmail('ninguem');
    for (let attempt = 0; attempt < signInLimits.freeAttempts; attempt += 1) {
      expect((await signIn(t.app, unknown, WRONG)).statusCode).toBe(401);
    }
    expect(delayedMinutes(await signIn(t.app, unknown.toUpperCase(), WRONG))).toBe(1);

    const rows = await t.app.database.db.selectFrom('account_limits').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toMatch(/@exemplo\.test/i);
  });

  it('expired rows are deleted', async () => {
    const member = await createMember(t.app);
    await signIn(t.app, member.email, WRONG);
    t.clock.advance(signInLimits.forgetAfterSeconds * 1000 + MINUTE);
    const now = t.clock.now();
    await signIn(t.app, uniqueEmail(), WRONG);
    const expired = await t.app.database.db
      .selectFrom('account_limits')
      .select('key')
      .where('expires_at', '<=', now)
      .execute();
    expect(expired).toEqual([]);
  });
});

describe('per-address limits on reset e-mails, whatever the IP (real e-mails through SMTP)', () => {
  const context = useSmtpTestApp();
  const forgot = (email: string) =>
    context.t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: uniqueIp(),
    });
  async function sentTo(member: TestMember): Promise<number> {
    await context.t.app.mailer.flush();
    return context.smtp.messages.filter((message) => message.envelopeTo.includes(member.email)).length;
  }

  it('sends one e-mail a minute and at most 5 an hour to one address, answering every request the same', async () => {
    const { t } = context;
    const member = await createMember(t.app);
    const other = await createMember(t.app);
    const bodies = new Set<string>();
    for (let request = 0; request < 20; request += 1) {
      const response = await forgot(member.email);
      expect(response.statusCode).toBe(200);
      bodies.add(response.body);
    }
    bodies.add((await forgot(uniqueEmail('ninguem'))).body);
    expect([...bodies]).toEqual([JSON.stringify({ ok: true })]);
    expect(await sentTo(member)).toBe(1);

    // Another address is not affected.
    expect((await forgot(other.email)).statusCode).toBe(200);
    expect(await sentTo(other)).toBe(1);

    // One a minute, up to the hourly allowance.
    for (let minute = 1; minute < passwordReset.emailsPerWindow + 3; minute += 1) {
      t.clock.advance(passwordReset.emailIntervalSeconds * 1000);
      for (let request = 0; request < 3; request += 1) await forgot(member.email);
    }
    expect(await sentTo(member)).toBe(passwordReset.emailsPerWindow);

    // A new hour, a new allowance.
    t.clock.advance(passwordReset.windowSeconds * 1000);
    await forgot(member.email);
    expect(await sentTo(member)).toBe(passwordReset.emailsPerWindow + 1);
  });
});
