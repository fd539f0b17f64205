import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskUrl } from './logger.js';
import { createMember, getMe, sessionCookie, sessionToken, signIn, uniqueIp } from './test-support/factories.js';
import type { LogCapture } from './test-support/log-capture.js';
import { captureLogs } from './test-support/log-capture.js';
import { outboxMessagesTo, resetLinkIn } from './test-support/mail.js';
import type { TestApp } from './test-support/test-app.js';
import { createTestApp } from './test-support/test-app.js';

describe('request logs', () => {
  let t: TestApp;
  let logs: LogCapture;
  beforeAll(async () => {
    logs = captureLogs('info');
    t = await createTestApp({ logger: logs.logger });
  });
  afterAll(async () => t.close());

  it('masks secrets in logged URLs', () => {
    expect(maskUrl('/redefinir-senha?token=abc123&limit=1')).toBe('/redefinir-senha?token=[oculto]&limit=1');
    expect(maskUrl('/api/x?limit=1&access_token=zzz&password=p')).toBe(
      '/api/x?limit=1&access_token=[oculto]&password=[oculto]',
    );
    expect(maskUrl('/api/health')).toBe('/api/health');
    // A separator in the path itself is masked as well: the check before the expression must not skip it.
    expect(maskUrl('/api/x&token=zzz')).toBe('/api/x&token=[oculto]');
  });

  it('never hold the password, the session cookie or the reset token', async () => {
    const password = 'senha-que-nao-pode-vazar-81273';
    const member = await createMember(t.app, { password, confirmPassword: password });
    const signedIn = await signIn(t.app, member.email, password);
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookie(signedIn);
    expect((await getMe(t.app, cookie)).statusCode).toBe(200);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: member.email },
      headers: { cookie },
      remoteAddress: uniqueIp(),
    });
    expect(forgot.statusCode).toBe(200);
    await t.app.mailer.flush();
    const [message] = await outboxMessagesTo(path.join(t.config.dataDir, 'outbox'), member.email);
    const { token } = resetLinkIn(message!);
    const newPassword = 'outra-senha-secreta-99812';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: newPassword, confirmPassword: newPassword },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(200);
    // A secret in a query string and an Authorization header, as a careless client might send them.
    await t.app.inject({
      method: 'GET',
      url: `/api/health?token=${token}&access_token=${token}`,
      headers: { authorization: `Bearer ${token}`, cookie },
    });

    const text = logs.text();
    expect(text).toContain('request completed');
    expect(text).toContain('/api/auth/sign-in');
    expect(text).toContain('/api/health?token=[oculto]&access_token=[oculto]');
    expect(text).toContain('e-mail written to the local outbox');
    for (const secret of [password, newPassword, token, sessionToken(cookie), cookie, sessionToken(member.cookie)]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(encodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)));
  });
});
