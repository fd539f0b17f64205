import type { MeResponse } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, getMe } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

describe('GET /api/me/session', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.app, { name: 'Membro da Sessão' });
  });
  afterAll(async () => t.close());

  function getSession(cookie?: string) {
    return t.app.inject({ method: 'GET', url: '/api/me/session', headers: cookie ? { cookie } : {} });
  }

  it('answers a visitor with 200 and null', async () => {
    const response = await getSession();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toBeNull();
  });

  it('answers a member with what GET /api/me answers', async () => {
    const response = await getSession(member.cookie);
    expect(response.statusCode).toBe(200);
    const me = response.json<MeResponse>();
    expect(me.user.name).toBe('Membro da Sessão');
    expect(me).toEqual((await getMe(t.app, member.cookie)).json<MeResponse>());
  });

  it('answers null for a cookie that names no session', async () => {
    const response = await getSession('better-auth.session_token=nao-existe.assinatura');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });
});
