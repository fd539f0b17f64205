import { RECORD_ID_MAX } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../http/keyset-cursor.js';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, errorOf } from '../../test-support/factories.js';
import { forumApi } from '../../test-support/forum.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

/** Ids the `integer` columns cannot hold: one past the largest, and the longest the old pattern let through. */
const OUT_OF_RANGE = [String(RECORD_ID_MAX + 1), '999999999999999', '1'.repeat(40)];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const ROUTES: Array<[Method, string, object?]> = [
  ['GET', '/topics/:id'],
  ['PATCH', '/topics/:id', { title: 'Outro título' }],
  ['PATCH', '/topics/:id/moderation', { pinned: true }],
  ['DELETE', '/topics/:id'],
  ['PUT', '/topics/:id/like'],
  ['DELETE', '/topics/:id/like'],
  ['PUT', '/topics/:id/poll/vote', { optionIds: ['1'] }],
  ['DELETE', '/topics/:id/poll/vote'],
  ['GET', '/topics/:id/replies'],
  ['POST', '/topics/:id/replies', { content: 'Uma resposta.' }],
  ['PATCH', '/replies/:id', { content: 'Outra resposta.' }],
  ['DELETE', '/replies/:id'],
  ['PUT', '/replies/:id/like'],
  ['DELETE', '/replies/:id/like'],
  ['PATCH', '/categories/:id', { name: 'Outro nome' }],
  ['DELETE', '/categories/:id'],
];

describe('ids out of the range of the id columns', () => {
  let t: TestApp;
  let master: TestMember;
  let member: TestMember;
  let api: ReturnType<typeof forumApi>;
  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    master = await createStaff(t.app, 'master');
    member = await createMember(t.app);
  });
  afterAll(async () => t.close());

  it.each(ROUTES)('%s %s: 404, as for an id that names no row', async (method, path, body) => {
    const missing = await api.request(master, method, path.replace(':id', String(RECORD_ID_MAX)), body);
    expect(missing.statusCode, missing.body).toBe(404);
    for (const id of OUT_OF_RANGE) {
      const response = await api.request(master, method, path.replace(':id', id), body);
      expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
  });

  it('POST /api/notifications/:id/read: 404', async () => {
    for (const id of [String(RECORD_ID_MAX), ...OUT_OF_RANGE]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/${id}/read`,
        headers: { cookie: member.cookie },
      });
      expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
    }
  });

  it('ids in bodies and queries are refused as missing ones are', async () => {
    const topic = await api.topic(member, { poll: { question: 'Sim?', options: ['Sim', 'Não'] } });
    const answers = async (id: string) => {
      const responses = [
        await api.request(member, 'POST', '/topics', { title: 'T', content: 'C', categoryId: id }),
        await api.request(member, 'PUT', `/topics/${topic.id}/poll/vote`, { optionIds: [id] }),
        await api.request(member, 'GET', `/topics/${topic.id}/replies?around=${id}`),
        await api.request(master, 'DELETE', `/categories/${topic.category.id}?moveTo=${id}`),
        await api.request(member, 'GET', `/topics?category=${id}`),
      ];
      return responses.map((response) => [response.statusCode, response.json<object>()]);
    };
    const missing = await answers(String(RECORD_ID_MAX));
    for (const [status] of missing) expect(status).toBeLessThan(500);
    for (const id of OUT_OF_RANGE) expect(await answers(id)).toEqual(missing);
  });

  it('a forged cursor holding a value its column cannot hold is a 400 on the cursor field', async () => {
    const forged = [
      `/topics?cursor=${encodeCursor([0, new Date().toISOString(), 99_999_999_999])}`,
      `/topics?cursor=${encodeCursor([0, 'não é uma data', 1])}`,
      `/topics?sort=mostLiked&cursor=${encodeCursor([1.5, 1])}`,
      `/search?q=teste&cursor=${encodeCursor([1, RECORD_ID_MAX + 1])}`,
    ];
    for (const url of forged) {
      const response = await api.request(member, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(errorOf(response).details).toEqual([expect.objectContaining({ field: 'cursor' })]);
    }
    const notifications = await t.app.inject({
      method: 'GET',
      url: `/api/notifications?cursor=${encodeCursor([99_999_999_999])}`,
      headers: { cookie: member.cookie },
    });
    expect(notifications.statusCode).toBe(400);
  });
});
