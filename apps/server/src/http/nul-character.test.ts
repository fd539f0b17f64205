import { translate } from '@blivion/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../test-support/factories.js';
import { createMember, createStaff, errorOf, signUpBody, uniqueEmail, uniqueIp } from '../test-support/factories.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';

const NUL = '\u0000';

/** PostgreSQL text cannot hold U+0000: every way in refuses it with the same 400 on both databases. */
function expectNulRefused(response: LightMyRequestResponse, field: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const error = errorOf(response);
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.details).toContainEqual({
    field,
    key: 'validation.nulCharacter',
    message: translate('validation.nulCharacter'),
  });
}

describe('the NUL character (U+0000) in any text the API reads', () => {
  let t: TestApp;
  let member: TestMember;
  let master: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.app);
    master = await createStaff(t.app, 'master');
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: uniqueIp(), headers: cookie ? { cookie } : {} });
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('is refused in the signed-out bodies: sign-up, sign-in, forgot and reset password', async () => {
    expectNulRefused(await post('/api/auth/sign-up', signUpBody({ name: `Ana${NUL}` })), 'name');
    const password = `senha longa${NUL}com nulo`;
    expectNulRefused(await post('/api/auth/sign-up', signUpBody({ password, confirmPassword: password })), 'password');
    expectNulRefused(await post('/api/auth/sign-in', { email: `${NUL}${member.email}`, password: 'x' }), 'email');
    expectNulRefused(await post('/api/auth/sign-in', { email: member.email, password: `x${NUL}` }), 'password');
    expectNulRefused(await post('/api/auth/forgot-password', { email: `a${NUL}@exemplo.test` }), 'email');
    const reset = { token: `token${NUL}`, password: 'uma senha nova longa', confirmPassword: 'uma senha nova longa' };
    expectNulRefused(await post('/api/auth/reset-password', reset), 'token');
  });

  it('is refused in signed-in bodies: profile, forum topic, reply, poll and tags', async () => {
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { name: `Nome${NUL}` },
      headers: { cookie: member.cookie },
    });
    expectNulRefused(profile, 'name');
    const topic = { title: `Título${NUL}`, content: 'Texto', categoryId: '1' };
    expectNulRefused(await post('/api/forum/topics', topic, member.cookie), 'title');
    expectNulRefused(
      await post('/api/forum/topics', { ...topic, title: 'Título', content: `a${NUL}b` }, member.cookie),
      'content',
    );
    expectNulRefused(
      await post('/api/forum/topics', { ...topic, title: 'Título', content: 'a', tags: [`tag${NUL}`] }, member.cookie),
      'tags.0',
    );
    expectNulRefused(await post('/api/forum/topics/1/replies', { content: `${NUL}` }, member.cookie), 'content');
  });

  it('is refused in path ids and query strings', async () => {
    expectNulRefused(await get('/api/forum/topics/1%00', member.cookie), 'id');
    expectNulRefused(await get('/api/forum/search?q=a%00b', member.cookie), 'q');
    expectNulRefused(await get('/api/forum/topics?category=%00', member.cookie), 'category');
    expectNulRefused(await get('/api/forum/topics?cursor=%00', member.cookie), 'cursor');
    expectNulRefused(await get('/api/notifications?cursor=%00', member.cookie), 'cursor');
    expectNulRefused(await get('/api/admin/users?search=a%00', master.cookie), 'search');
    const user = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/users/x%00y',
      headers: { cookie: master.cookie },
    });
    expectNulRefused(user, 'id');
    const translation = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/translations/a%00b',
      headers: { cookie: master.cookie },
    });
    expect(translation.statusCode).toBe(400);
  });

  it('leaves the account it was aimed at untouched, and the same text without NUL works', async () => {
    const email = uniqueEmail();
    expectNulRefused(await post('/api/auth/sign-up', signUpBody({ email, name: `Ana${NUL}` })), 'name');
    expect((await post('/api/auth/sign-up', signUpBody({ email, name: 'Ana' }))).statusCode).toBe(201);
  });
});
