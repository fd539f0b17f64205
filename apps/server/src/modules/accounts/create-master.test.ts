import type { MeResponse } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  getMe,
  sessionCookie,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { capturingMailer, createOrPromoteMaster } from './create-master.js';

describe('create-master', () => {
  let t: TestApp;
  const mailer = capturingMailer();
  beforeAll(async () => {
    t = await createTestApp({ mailer });
  });
  afterAll(async () => t.close());

  async function setPasswordAndSignIn(email: string, password: string) {
    const token = new URL(mailer.links.at(-1)!).searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password, confirmPassword: password },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
      remoteAddress: uniqueIp(),
    });
    expect(signIn.statusCode).toBe(200);
    return sessionCookie(signIn);
  }

  it('creates a master whose only way in is the one-time link', async () => {
    const email = uniqueEmail('master');
    await createOrPromoteMaster(t.app, email, 'Chefe');
    expect(mailer.links.at(-1)).toMatch(/\/redefinir-senha\?token=/);
    const cookie = await setPasswordAndSignIn(email, STRONG_PASSWORD);
    const me = (await getMe(t.app, cookie)).json<MeResponse>();
    expect(me.user.role).toBe('master');
    expect(me.permissions).toEqual({ forum: true, courses: true, aiLab: true, adSpy: true });
  });

  it('promotes an existing member and keeps their account', async () => {
    const member = await createMember(t.app);
    const id = await createOrPromoteMaster(t.app, member.email, 'ignorado');
    expect(id).toBe(member.id);
    const me = (await getMe(t.app, member.cookie)).json<MeResponse>();
    expect(me.user.role).toBe('master');
    expect(me.user.name).toBe(member.me.user.name);
  });
});
