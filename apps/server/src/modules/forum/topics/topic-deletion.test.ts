import type { ForumTopicDetail } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember, createStaff } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { forumApi, scoresAgainstRows } from '../../../test-support/forum.js';

describe('forum deletions: removed members, deleted topics', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let author: TestMember;
  let other: TestMember;
  let admin: TestMember;
  let master: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    author = await createMember(t.app, { name: 'Autora Original' });
    other = await createMember(t.app);
    admin = await createStaff(t.app, 'admin');
    master = await createStaff(t.app, 'master');
  });
  afterAll(() => t.close());

  const get = (member: TestMember, id: string) => api.ok<ForumTopicDetail>(api.request(member, 'GET', `/topics/${id}`));

  it("keeps a deleted member's posts, shown with author null, and their likes and views", async () => {
    const leaving = await createMember(t.app, { name: 'Membro Que Sai' });
    const topic = await api.topic(leaving, { title: 'Fica depois que eu sair' });
    const reply = await api.reply(leaving, topic.id, 'Resposta que fica');
    const authorsTopic = await api.topic(author);
    await api.request(leaving, 'PUT', `/topics/${authorsTopic.id}/like`);
    await get(leaving, authorsTopic.id);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaving.id}`,
      headers: { cookie: master.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const kept = await get(other, topic.id);
    expect(kept).toMatchObject({ title: 'Fica depois que eu sair', author: null, canEdit: false, replyCount: 1 });
    expect(kept.replies.items[0]).toMatchObject({ id: reply.id, author: null, content: 'Resposta que fica' });
    expect(await get(other, authorsTopic.id)).toMatchObject({ likeCount: 1, viewCount: 2 });
    const list = await api.ok<{ items: Array<{ id: string; author: unknown }> }>(
      api.request(other, 'GET', '/topics?limit=50'),
    );
    expect(list.items.find((item) => item.id === topic.id)?.author).toBeNull();
    expect((await api.request(admin, 'DELETE', `/replies/${reply.id}`)).statusCode).toBe(200);
    expect((await api.request(other, 'DELETE', `/topics/${topic.id}`)).statusCode).toBe(403);
    expect((await api.request(admin, 'DELETE', `/topics/${topic.id}`)).statusCode).toBe(200);
  });

  it('deletes a topic with its replies, likes, poll, votes and notifications', async () => {
    const topic = await api.topic(author, { poll: { question: 'Sim?', options: ['Sim', 'Não'] } });
    const reply = await api.reply(other, topic.id, 'Oi @[Autora Original]');
    await api.request(other, 'PUT', `/topics/${topic.id}/like`);
    await api.request(author, 'PUT', `/replies/${reply.id}/like`);
    const optionId = topic.poll!.options[0]!.id;
    await api.ok(api.request(other, 'PUT', `/topics/${topic.id}/poll/vote`, { optionIds: [optionId] }));

    const db = t.app.database.db;
    const rowsOf = {
      forum_replies: ['topic_id', topic.id],
      forum_topic_likes: ['topic_id', topic.id],
      forum_reply_likes: ['reply_id', reply.id],
      forum_polls: ['topic_id', topic.id],
      forum_poll_options: ['topic_id', topic.id],
      forum_poll_votes: ['topic_id', topic.id],
    } as const;
    const tables = Object.keys(rowsOf) as Array<keyof typeof rowsOf>;
    const count = async (table: keyof typeof rowsOf) => {
      const [column, id] = rowsOf[table];
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column as 'topic_id', '=', Number(id))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const notificationsAbout = async (type: string, id: string) => {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('subject_type', '=', type)
        .where('subject_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const counts = () =>
      Promise.all([
        ...tables.map(count),
        notificationsAbout('forum.topic', topic.id),
        notificationsAbout('forum.reply', reply.id),
      ]);
    const before = await counts();
    expect(before.every((n) => n > 0)).toBe(true);
    await api.ok(api.request(author, 'DELETE', `/topics/${topic.id}`));
    expect(await counts()).toEqual(before.map(() => 0));
  });

  it('keeps counters true when a topic is deleted while others reply and like (404, never 500)', async () => {
    const replier = await createMember(t.app);
    const fans = await Promise.all([createMember(t.app), createMember(t.app), createMember(t.app)]);
    for (let round = 0; round < 3; round += 1) {
      const topic = await api.topic(author);
      const reply = await api.reply(replier, topic.id, 'Antes da exclusão');
      t.clock.advance(11_000);
      const responses = await Promise.all([
        api.request(fans[0]!, 'PUT', `/topics/${topic.id}/like`),
        api.request(fans[1]!, 'PUT', `/replies/${reply.id}/like`),
        api.request(author, 'DELETE', `/topics/${topic.id}`),
        api.request(replier, 'POST', `/topics/${topic.id}/replies`, { content: 'Durante a exclusão' }),
        api.request(fans[2]!, 'PUT', `/topics/${topic.id}/like`),
      ]);
      for (const response of responses) expect([200, 201, 404], response.body).toContain(response.statusCode);
    }
    for (const member of [author, replier]) {
      const { counted, stored } = await scoresAgainstRows(t, member.id);
      expect(stored).toEqual(counted);
    }
  });
});
