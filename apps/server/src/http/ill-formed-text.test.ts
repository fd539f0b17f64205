import { translate } from '@blivion/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../test-support/factories.js';
import { createMember, createStaff, errorOf, signUpBody, uniqueIp } from '../test-support/factories.js';
import { forumApi } from '../test-support/forum.js';
import type { TestApp } from '../test-support/test-app.js';
import { createTestApp } from '../test-support/test-app.js';

const LONE = '\ud83d';

/** A JSON text holding the lone surrogate as the escape '\ud83d' (JSON.stringify writes it so too). */
function json(value: object): string {
  return JSON.stringify(value);
}

function expectRefused(response: LightMyRequestResponse, field: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const error = errorOf(response);
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.details).toContainEqual({
    field,
    key: 'validation.illFormedText',
    message: translate('validation.illFormedText'),
  });
}

/**
 * Issue 27 item 10 (decision 0077): an ill-formed string (a lone surrogate, half an emoji) is refused
 * with a clear 400 wherever the API reads text, and nothing is written; both databases.
 */
describe('ill-formed strings (lone surrogates) in any text the API reads', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let member: TestMember;
  let master: TestMember;
  let topicId: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    member = await createMember(t.app, { name: 'Membro' });
    master = await createStaff(t.app, 'master');
    topicId = (await api.topic(member, { content: 'Tópico para respostas.' })).id;
  }, 60_000);
  afterAll(async () => t.close(), 60_000);

  const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, body: object, who: TestMember | null) =>
    t.app.inject({
      method,
      url,
      payload: json(body),
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/json', ...(who ? { cookie: who.cookie } : {}) },
    });
  const get = (url: string, who: TestMember) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

  it('refuses a reply holding a lone surrogate, and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.app.database.db
            .selectFrom('forum_replies')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const content of [`Olá ${LONE}`, `${LONE}`, `fim ${'\ude00'}`, `troca ${'\ude00\ud83d'}`]) {
      expectRefused(await send('POST', `/api/forum/topics/${topicId}/replies`, { content }, member), 'content');
    }
    expect(await count()).toBe(before);
    // The same text with the whole emoji is a reply.
    expect((await send('POST', `/api/forum/topics/${topicId}/replies`, { content: 'Olá 😀' }, member)).statusCode).toBe(
      201,
    );
  });

  it('refuses it in other bodies: sign-up, profile, topic, tags, translations (values and keys)', async () => {
    expectRefused(await send('POST', '/api/auth/sign-up', signUpBody({ name: `Ana ${LONE}` }), null), 'name');
    expectRefused(await send('PATCH', '/api/me', { name: `Nome ${LONE}` }, member), 'name');
    const topic = { title: `Título ${LONE}`, content: 'Texto', categoryId: '1' };
    expectRefused(await send('POST', '/api/forum/topics', topic, member), 'title');
    expectRefused(
      await send('POST', '/api/forum/topics', { ...topic, title: 'Título', tags: ['ok', `t${LONE}`] }, member),
      'tags.1',
    );
    expectRefused(
      await send('PUT', '/api/admin/translations', { overrides: { 'common.save': `Salvar ${LONE}` } }, master),
      'overrides.common.save',
    );
    const badKey = await send('PUT', '/api/admin/translations', { overrides: { [`chave${LONE}`]: 'x' } }, master);
    expect(badKey.statusCode).toBe(400);
    expect(errorOf(badKey).details).toContainEqual(expect.objectContaining({ key: 'validation.illFormedText' }));
  });

  it('cannot receive one in a query string: bytes of a surrogate are read as text, never an error', async () => {
    // '%ED%A0%BD' would be U+D83D encoded as UTF-8, which UTF-8 forbids; the decoder never yields it.
    const response = await get('/api/admin/users?search=%ED%A0%BD', master);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ total: number }>().total).toBe(0);
  });
});
