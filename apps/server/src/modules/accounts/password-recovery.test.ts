import path from 'node:path';
import { translate } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import {
  createMember,
  errorOf,
  getMe,
  sessionCookie,
  signIn,
  uniqueEmail,
  uniqueIp,
} from '../../test-support/factories.js';
import { outboxMessagesTo, readOutbox, resetLinkIn } from '../../test-support/mail.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

const NEW_PASSWORD = 'nova senha bem comprida 2024';

describe('password recovery through the local outbox (no SMTP_URL)', () => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    t = await createTestApp();
    outbox = path.join(t.config.dataDir, 'outbox');
  });
  afterAll(async () => t.close());

  function forgot(email: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: uniqueIp(),
    });
  }

  function reset(token: string, password = NEW_PASSWORD) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password, confirmPassword: password },
      remoteAddress: uniqueIp(),
    });
  }

  /** Asks for a link for the member and reads it from the single message the outbox got for them. */
  async function requestLink(member: TestMember) {
    const response = await forgot(member.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await t.app.mailer.flush();
    const messages = await outboxMessagesTo(outbox, member.email);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.headers.subject).toBe(translate('auth.email.resetSubject'));
    return resetLinkIn(messages[0]!);
  }

  it('mails a link that resets the password and revokes every earlier session', async () => {
    const member = await createMember(t.app);
    const otherCookie = sessionCookie(await signIn(t.app, member.email, member.password));
    const { url, token } = await requestLink(member);
    expect(url.startsWith(`${t.config.publicUrl}/redefinir-senha?token=`)).toBe(true);

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    for (const cookie of [member.cookie, otherCookie]) {
      const me = await getMe(t.app, cookie);
      expect(me.statusCode).toBe(401);
      expect(errorOf(me).code).toBe('UNAUTHENTICATED');
    }
    expect((await signIn(t.app, member.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t.app, member.email, member.password)).statusCode).toBe(401);
  });

  it('accepts a link only once', async () => {
    const member = await createMember(t.app);
    const { token } = await requestLink(member);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'outra senha nova e longa');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).code).toBe('INVALID_RESET_TOKEN');
    expect((await signIn(t.app, member.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const member = await createMember(t.app);
    const { token } = await requestLink(member);
    const updated = await t.app.database.db
      .updateTable('verification')
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where('identifier', '=', `reset-password:${token}`)
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);

    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'INVALID_RESET_TOKEN',
      message: translate('errors.INVALID_RESET_TOKEN'),
    });
    expect((await getMe(t.app, member.cookie)).statusCode).toBe(200);
    expect((await signIn(t.app, member.email, member.password)).statusCode).toBe(200);
  });

  it('refuses a made-up token with 400 INVALID_RESET_TOKEN', async () => {
    const response = await reset('abcdefghijklmnopqrstuvwx');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('INVALID_RESET_TOKEN');
  });

  it('answers an unknown e-mail with the same 200 and writes no message', async () => {
    await t.app.mailer.flush();
    const before = (await readOutbox(outbox)).length;
    const email = uniqueEmail('desconhecido');
    const response = await forgot(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await t.app.mailer.flush();
    expect(await readOutbox(outbox)).toHaveLength(before);
  });

  it('refuses a common new password and keeps the link usable', async () => {
    const member = await createMember(t.app);
    const { token } = await requestLink(member);
    const response = await reset(token, 'password123');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'password', key: 'validation.passwordTooCommon' }],
    });
    expect((await signIn(t.app, member.email, member.password)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses a new password that does not match its confirmation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'qualquer', password: NEW_PASSWORD, confirmPassword: 'outra coisa longa' },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([
      { field: 'confirmPassword', key: 'validation.passwordMismatch', message: 'Senhas não coincidem' },
    ]);
  });
});
