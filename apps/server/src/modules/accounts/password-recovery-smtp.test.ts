import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMember, getMe, signIn, uniqueIp } from '../../test-support/factories.js';
import { resetLinkIn } from '../../test-support/mail.js';
import { useSmtpTestApp } from '../../test-support/smtp.js';

describe('password recovery through SMTP (SMTP_URL set)', () => {
  const context = useSmtpTestApp();

  it('delivers the reset message to the SMTP server, and its link resets the password', async () => {
    const { smtp, t } = context;
    const member = await createMember(t.app, { name: 'Carla Correio' });
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: member.email },
      remoteAddress: uniqueIp(),
    });
    expect(forgot.statusCode).toBe(200);
    await t.app.mailer.flush();

    const message = await smtp.waitForMessageTo(member.email);
    expect(message.headers.to).toBe(member.email);
    expect(message.headers.from).toBe('Blivion <contato@blivion.test>');
    expect(message.headers.subject).toBe('Redefinição de senha - Blivion');
    expect(message.body).toContain('Olá, Carla Correio!');
    const { url, token } = resetLinkIn(message);
    expect(url.startsWith(`${t.config.publicUrl}/redefinir-senha?token=`)).toBe(true);

    const password = 'senha nova entregue por smtp';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password, confirmPassword: password },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await getMe(t.app, member.cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, member.email, password)).statusCode).toBe(200);
    expect(existsSync(path.join(t.config.dataDir, 'outbox'))).toBe(false);
  });
});
