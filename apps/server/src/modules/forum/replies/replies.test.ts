import type { ForumReplyPage, ForumTopicDetail } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember, errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { forumApi } from '../../../test-support/forum.js';

describe('forum replies: the page at a reply (links from notifications)', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let reader: TestMember;
  let topicId: string;
  const written: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    const author = await createMember(t.app);
    reader = await createMember(t.app);
    topicId = (await api.topic(author)).id;
    for (let i = 0; i < 50; i += 1) written.push((await api.reply(author, topicId, `Resposta ${i}`)).id);
  }, 120_000); // 50 replies written one by one: about 15 s on a busy machine, over the 10 s default
  afterAll(() => t.close());

  const page = (query: string, member: TestMember | null = reader) =>
    api.request(member, 'GET', `/topics/${topicId}/replies?${query}`);
  const ok = (query: string) => api.ok<ForumReplyPage>(page(query));
  const ids = (result: ForumReplyPage) => result.items.map((reply) => reply.id);

  it('opens the page that starts at the reply, then pages forward and backward by keyset', async () => {
    const at = await ok(`around=${written[25]}`);
    expect(ids(at)).toEqual(written.slice(25, 45));
    expect(at.items[0]).toMatchObject({ content: 'Resposta 25', likedByMe: false, canEdit: false });
    const next = await ok(`cursor=${at.nextCursor}`);
    expect(ids(next)).toEqual(written.slice(45));
    expect(next.nextCursor).toBeNull();

    const before = await ok(`before=${at.previousCursor}`);
    expect(ids(before)).toEqual(written.slice(5, 25));
    const first = await ok(`before=${before.previousCursor}`);
    expect(ids(first)).toEqual(written.slice(0, 5));
    expect(first.previousCursor).toBeNull();
    expect([...ids(first), ...ids(before), ...ids(at), ...ids(next)]).toEqual(written);
  });

  it('has no previous page at the first reply, nor on the pages read forward', async () => {
    const at = await ok(`around=${written[0]}&limit=3`);
    expect(ids(at)).toEqual(written.slice(0, 3));
    expect(at.previousCursor).toBeNull();
    expect((await ok('')).previousCursor).toBeNull();
    const last = await ok(`around=${written[49]}`);
    expect(ids(last)).toEqual([written[49]]);
    expect(last.nextCursor).toBeNull();
  });

  it('refuses a reply of another topic, an unknown topic, a bad id and two positions at once', async () => {
    const author = await createMember(t.app);
    const otherTopic = await api.topic(author);
    const elsewhere = await api.reply(author, otherTopic.id, 'Noutro tópico');
    const wrongTopic = await page(`around=${elsewhere.id}`);
    expect(wrongTopic.statusCode).toBe(404);
    expect(errorOf(wrongTopic).code).toBe('FORUM_REPLY_NOT_FOUND');
    const unknownTopic = await api.request(reader, 'GET', `/topics/999999/replies?around=${written[3]}`);
    expect(errorOf(unknownTopic).code).toBe('FORUM_TOPIC_NOT_FOUND');
    expect(errorOf(await page('around=abc')).details).toEqual([
      expect.objectContaining({ field: 'around', message: 'Identificador inválido.' }),
    ]);
    const both = await page(`around=${written[3]}&cursor=${(await ok('')).nextCursor}`);
    expect(both.statusCode).toBe(400);
    expect(errorOf(both).details).toEqual([
      expect.objectContaining({ field: 'around', message: 'Escolha só uma posição na lista de respostas.' }),
    ]);
  });

  it("marks the viewer's own likes on every kind of page, and only the viewer's", async () => {
    const liked = [written[3]!, written[30]!];
    for (const id of liked) expect((await api.request(reader, 'PUT', `/replies/${id}/like`)).statusCode).toBe(200);
    const likedOn = (result: { items: Array<{ id: string; likedByMe: boolean }> }) =>
      result.items.filter((reply) => reply.likedByMe).map((reply) => reply.id);
    const first = await ok('');
    const at = await ok(`around=${written[25]}`);
    const before = await ok(`before=${at.previousCursor}`);
    const topicPage = await api.ok<ForumTopicDetail>(api.request(reader, 'GET', `/topics/${topicId}`));
    expect(likedOn(first)).toEqual([written[3]]);
    expect(likedOn(topicPage.replies)).toEqual([written[3]]);
    expect(likedOn(at)).toEqual([written[30]]);
    expect(likedOn(before)).toEqual([]);
    expect(likedOn(await ok(`before=${before.previousCursor}`))).toEqual([written[3]]);
    expect(likedOn(await ok(`cursor=${first.nextCursor}`))).toEqual([written[30]]);
    const other = await createMember(t.app);
    const theirs = await api.ok<ForumReplyPage>(
      api.request(other, 'GET', `/topics/${topicId}/replies?around=${written[3]}`),
    );
    expect(likedOn(theirs)).toEqual([]);
    const theirTopicPage = await api.ok<ForumTopicDetail>(api.request(other, 'GET', `/topics/${topicId}`));
    expect(likedOn(theirTopicPage.replies)).toEqual([]);
    for (const id of liked) await api.request(reader, 'DELETE', `/replies/${id}/like`);
    expect(likedOn(await ok(''))).toEqual([]);
  });

  it('is behind the forum guard like the topic', async () => {
    const visitor = await page(`around=${written[3]}`, null);
    expect(visitor.statusCode).toBe(401);
    expect(errorOf(visitor).code).toBe('UNAUTHENTICATED');
  });
});
