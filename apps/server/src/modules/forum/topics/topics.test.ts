import type { ForumPostingWait, ForumReplyPage, ForumTopicDetail } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember, createStaff, errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { forumApi } from '../../../test-support/forum.js';

describe('forum topics and replies', () => {
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

  it('creates a topic with tags and renders its Markdown safely; the author sees what they may do', async () => {
    const before = (await api.categories(author))[1]!;
    const topic = await api.topic(author, {
      title: '  Como escalar anúncios?  ',
      content: '# Olá\n\n**negrito** <script>alert(1)</script> [site](javascript:alert(1))',
      categoryId: before.id,
      tags: [' Tráfego ', 'Meta'],
    });
    expect(topic).toMatchObject({
      title: 'Como escalar anúncios?',
      tags: ['Tráfego', 'Meta'],
      category: { id: before.id, name: before.name, slug: before.slug },
      author: { id: author.id, name: 'Autora Original', staff: false, level: 1, avatarUrl: null },
      replyCount: 0,
      likeCount: 0,
      pinned: false,
      locked: false,
      hasPoll: false,
      poll: null,
      canEdit: true,
      canDelete: true,
      canModerate: false,
      canReply: true,
      replies: { items: [], nextCursor: null },
    });
    expect(topic.content).toContain('<script>');
    expect(topic.contentHtml).toContain('<h1>Olá</h1>');
    expect(topic.contentHtml).toContain('&lt;script&gt;');
    expect(topic.contentHtml).not.toMatch(/<script|href="javascript/i);
    expect(topic.excerpt).toBe('Olá negrito <script>alert(1)</script> site');
    const after = (await api.categories(author)).find((c) => c.id === before.id)!;
    expect(after.topicCount).toBe(before.topicCount + 1);
  });

  it('counts a view once per member', async () => {
    const topic = await api.topic(author);
    await get(author, topic.id);
    await get(author, topic.id);
    await Promise.all([get(other, topic.id), get(other, topic.id)]);
    expect((await get(admin, topic.id)).viewCount).toBe(3);
  });

  it('lets authors edit and delete their own posts only; admin and master moderate any', async () => {
    const topic = await api.topic(author);
    const reply = await api.reply(author, topic.id, 'Minha resposta');
    for (const [method, url, body] of [
      ['PATCH', `/topics/${topic.id}`, { title: 'Invadido' }],
      ['DELETE', `/topics/${topic.id}`, undefined],
      ['PATCH', `/replies/${reply.id}`, { content: 'Invadida' }],
      ['DELETE', `/replies/${reply.id}`, undefined],
    ] as const) {
      const response = await api.request(other, method, url, body);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({
        code: 'FORUM_NOT_AUTHOR',
        message: 'Você só pode editar ou excluir as suas próprias publicações.',
      });
    }
    expect((await get(other, topic.id)).canEdit).toBe(false);

    const edited = await api.ok<ForumTopicDetail>(
      api.request(author, 'PATCH', `/topics/${topic.id}`, { title: 'Título novo', tags: ['x'] }),
    );
    expect(edited).toMatchObject({ title: 'Título novo', tags: ['x'], content: topic.content });
    expect(edited.editedAt).not.toBeNull();
    const byAdmin = await api.ok<{ content: string }>(
      api.request(admin, 'PATCH', `/replies/${reply.id}`, { content: 'Moderada' }),
    );
    expect(byAdmin.content).toBe('Moderada');
    expect((await api.request(master, 'DELETE', `/replies/${reply.id}`)).statusCode).toBe(200);
    expect((await get(author, topic.id)).replyCount).toBe(0);
    expect((await api.request(admin, 'DELETE', `/topics/${topic.id}`)).statusCode).toBe(200);
    expect((await api.request(author, 'GET', `/topics/${topic.id}`)).statusCode).toBe(404);
  });

  it('pins and locks for moderators only; a locked topic takes replies from moderators only', async () => {
    const topic = await api.topic(author);
    const refused = await api.request(author, 'PATCH', `/topics/${topic.id}/moderation`, { pinned: true });
    expect(errorOf(refused)).toMatchObject({ code: 'FORUM_MODERATORS_ONLY' });
    const locked = await api.ok<ForumTopicDetail>(
      api.request(admin, 'PATCH', `/topics/${topic.id}/moderation`, { pinned: true, locked: true }),
    );
    expect(locked).toMatchObject({ pinned: true, locked: true, canModerate: true, canReply: true });
    expect((await get(other, topic.id)).canReply).toBe(false);
    t.clock.advance(60_000);
    const reply = await api.request(other, 'POST', `/topics/${topic.id}/replies`, { content: 'Posso?' });
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply)).toMatchObject({
      code: 'FORUM_TOPIC_LOCKED',
      message: 'Este tópico está fechado para novas respostas.',
    });
    await api.reply(master, topic.id, 'Aviso da moderação');
    await api.ok(api.request(master, 'PATCH', `/topics/${topic.id}/moderation`, { locked: false }));
    await api.reply(other, topic.id, 'Agora sim');
  });

  it('refuses a reply that waited on the topic while a moderator locked it', async () => {
    const topic = await api.topic(author);
    t.clock.advance(60_000);
    let pending: ReturnType<typeof api.request> | undefined;
    await t.app.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('forum_topics').set({ locked: true }).where('id', '=', Number(topic.id)).execute();
      // The reply starts while the lock is not committed yet, then waits for the topic's row.
      pending = api.request(other, 'POST', `/topics/${topic.id}/replies`, { content: 'Cheguei antes?' });
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    const reply = await pending!;
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply).code).toBe('FORUM_TOPIC_LOCKED');
    expect((await get(author, topic.id)).replyCount).toBe(0);
  });

  it('makes a member wait between topics (60 s) and between replies (10 s), measured on the clock, and says when the next topic may go', async () => {
    const member = await createMember(t.app);
    const categoryId = (await api.categories(member))[0]!.id;
    const body = { title: 'Primeiro', content: 'Texto', categoryId };
    const wait = async () => (await api.request(member, 'GET', '/posting-wait')).json<ForumPostingWait>();
    expect(await wait()).toEqual({ nextTopicInSeconds: 0 });
    expect((await api.request(member, 'POST', '/topics', body)).statusCode).toBe(201);
    expect(await wait()).toEqual({ nextTopicInSeconds: 60 });
    t.clock.advance(15_000);
    expect(await wait()).toEqual({ nextTopicInSeconds: 45 });
    const second = await api.request(member, 'POST', '/topics', { ...body, title: 'Segundo' });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('45');
    expect(errorOf(second)).toMatchObject({
      code: 'FORUM_TOPIC_TOO_SOON',
      message: 'Você criou um tópico há pouco. Aguarde 45 s para criar outro.',
      details: { seconds: 45 },
    });
    t.clock.advance(44_500);
    expect(await wait()).toEqual({ nextTopicInSeconds: 1 });
    t.clock.advance(500);
    expect(await wait()).toEqual({ nextTopicInSeconds: 0 });
    const third = await api.request(member, 'POST', '/topics', { ...body, title: 'Terceiro' });
    expect(third.statusCode).toBe(201);

    const topicId = third.json<ForumTopicDetail>().id;
    const reply = (content: string) => api.request(member, 'POST', `/topics/${topicId}/replies`, { content });
    expect((await reply('um')).statusCode).toBe(201);
    t.clock.advance(3_000);
    const tooSoon = await reply('dois');
    expect(errorOf(tooSoon)).toMatchObject({
      code: 'FORUM_REPLY_TOO_SOON',
      message: 'Você respondeu há pouco. Aguarde 7 s para enviar outra resposta.',
    });
    const [a, b] = await Promise.all([reply('corrida a'), reply('corrida b')]);
    expect([a.statusCode, b.statusCode]).toEqual([429, 429]);
    t.clock.advance(7_000);
    const raced = await Promise.all([reply('corrida c'), reply('corrida d')]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 429]);
  });

  it('pages replies oldest first by keyset, with the viewer state on each', async () => {
    const topic = await api.topic(author);
    const written: string[] = [];
    for (let i = 0; i < 23; i += 1) written.push((await api.reply(other, topic.id, `Resposta ${i}`)).id);
    const first = await get(author, topic.id);
    expect(first.replyCount).toBe(23);
    expect(first.replies.items.map((r) => r.id)).toEqual(written.slice(0, 20));
    expect(first.replies.items[0]).toMatchObject({
      canEdit: false,
      likedByMe: false,
      contentHtml: '<p>Resposta 0</p>\n',
    });
    const second = await api.ok<ForumReplyPage>(
      api.request(author, 'GET', `/topics/${topic.id}/replies?cursor=${first.replies.nextCursor}`),
    );
    expect(second.items.map((r) => r.id)).toEqual(written.slice(20));
    expect(second.nextCursor).toBeNull();
  });
});
