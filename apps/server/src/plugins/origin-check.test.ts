import { translate } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../test-support/factories.js';
import { countUsers, createMember, errorOf, signUpBody, uniqueIp } from '../test-support/factories.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';

const PUBLIC_URL = 'https://blivion.example.com';

describe('origin check on state-changing API requests', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    member = await createMember(t.app);
  });
  afterAll(async () => t.close());

  function post(url: string, payload: object, headers: Record<string, string>) {
    return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: uniqueIp() });
  }

  it.each([
    ['a foreign site', { origin: 'https://malicioso.example' }],
    ['a look-alike of our host', { origin: 'https://blivion.example.com.malicioso.example' }],
    ['our host over http', { origin: 'http://blivion.example.com' }],
    ['the opaque null origin', { origin: 'null' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a POST from %s with 403 ORIGIN_REJECTED and does nothing', async (_case, headers) => {
    const before = await countUsers(t.app);
    const response = await post('/api/auth/sign-up', signUpBody(), headers);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'ORIGIN_REJECTED', message: translate('errors.ORIGIN_REJECTED') });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await countUsers(t.app)).toBe(before);
  });

  it('refuses a PATCH of the profile from a foreign origin even with the session cookie', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { name: 'Nome Trocado' },
      headers: { cookie: member.cookie, origin: 'https://malicioso.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('ORIGIN_REJECTED');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: member.cookie } });
    expect(me.json().user.name).not.toBe('Nome Trocado');
  });

  it.each([
    ['the PUBLIC_URL origin', { origin: PUBLIC_URL }],
    ['a same-origin fetch without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['a client that sends no Origin', {}],
  ])('lets a POST from %s through', async (_case, headers) => {
    const response = await post('/api/auth/sign-up', signUpBody(), headers);
    expect(response.statusCode).toBe(201);
  });

  it('lets GET requests through whatever their origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/public/stats',
      headers: { origin: 'https://malicioso.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
