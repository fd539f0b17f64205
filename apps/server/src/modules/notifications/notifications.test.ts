import type { NotificationsPage, UnreadCount } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, errorOf } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { forumApi } from '../../test-support/forum.js';
import { extractMentions } from '../../markdown/mentions.js';

describe('notifications', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let ana: TestMember;
  let bruno: TestMember;
  let carla: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    ana = await createMember(t.app, { name: 'Ana Notificada' });
    bruno = await createMember(t.app, { name: 'Bruno' });
    carla = await createMember(t.app, { name: 'Carla Citada' });
  });
  afterAll(() => t.close());

  const list = (member: TestMember, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: { cookie: member.cookie } });
  const page = async (member: TestMember, query = '') => (await list(member, query)).json<NotificationsPage>();
  const post = (member: TestMember, url: string) =>
    t.app.inject({ method: 'POST', url: `/api/notifications${url}`, headers: { cookie: member.cookie } });

  it('tells the author about a reply to their topic, with a link to the reply, but not about their own', async () => {
    const topic = await api.topic(ana, { title: 'Meu tópico' });
    await api.reply(ana, topic.id, 'Eu mesma respondo');
    expect((await page(ana)).unreadCount).toBe(0);
    const reply = await api.reply(bruno, topic.id, 'Boa pergunta!');
    const result = await page(ana);
    expect(result.unreadCount).toBe(1);
    expect(result.items[0]).toMatchObject({
      kind: 'forum.reply',
      actor: { id: bruno.id, name: 'Bruno', avatarUrl: null },
      text: 'Bruno respondeu ao seu tópico “Meu tópico”',
      link: `/forum/${topic.id}#reply-${reply.id}`,
      read: false,
    });
  });

  it('tells the author about a like, and takes it back when the like is undone before it is read', async () => {
    const topic = await api.topic(ana, { title: 'Curtam' });
    const before = (await page(ana)).unreadCount;
    await api.ok(api.request(bruno, 'PUT', `/topics/${topic.id}/like`));
    const liked = await page(ana);
    expect(liked.unreadCount).toBe(before + 1);
    expect(liked.items[0]).toMatchObject({
      kind: 'forum.like',
      text: 'Bruno curtiu o seu tópico “Curtam”',
      link: `/forum/${topic.id}`,
    });
    await api.ok(api.request(bruno, 'DELETE', `/topics/${topic.id}/like`));
    expect((await page(ana)).unreadCount).toBe(before);

    const brunos = await api.topic(bruno, { title: 'Do Bruno' });
    const reply = await api.reply(ana, brunos.id, 'Resposta da Ana');
    await api.ok(api.request(carla, 'PUT', `/replies/${reply.id}/like`));
    const replyLiked = await page(ana);
    expect(replyLiked.items[0]).toMatchObject({
      kind: 'forum.like',
      text: 'Carla Citada curtiu a sua resposta em “Do Bruno”',
      link: `/forum/${brunos.id}#reply-${reply.id}`,
    });
    // Undoing the reply's like takes back that one only, not the topic's or another reply's.
    await api.ok(api.request(bruno, 'PUT', `/topics/${topic.id}/like`));
    await api.ok(api.request(carla, 'DELETE', `/replies/${reply.id}/like`));
    const afterUndo = await page(ana);
    expect(afterUndo.unreadCount).toBe(replyLiked.unreadCount);
    expect(afterUndo.items[0]).toMatchObject({ kind: 'forum.like', link: `/forum/${topic.id}` });
    expect(afterUndo.items.some((n) => n.link.endsWith(`#reply-${reply.id}`))).toBe(false);
  });

  it('notifies @mentions by exact name (any case) or one-word name, never oneself nor inside code', async () => {
    expect(extractMentions('Oi @[Ana Silva], @bruno. e-mail ana@x.com `@[Nao]` @[ana silva]')).toEqual([
      'Ana Silva',
      'bruno',
    ]);
    const carlaBefore = (await page(carla)).unreadCount;
    const brunoBefore = (await page(bruno)).unreadCount;
    const topic = await api.topic(ana, {
      content: 'Olá @[carla citada] e @Bruno, e eu mesma @[Ana Notificada].\n\n```\n@[Carla Citada]\n```',
    });
    const carlaPage = await page(carla);
    expect(carlaPage.unreadCount).toBe(carlaBefore + 1);
    expect(carlaPage.items[0]).toMatchObject({
      kind: 'forum.mention',
      text: 'Ana Notificada mencionou você em “Um tópico”',
      link: `/forum/${topic.id}`,
    });
    expect((await page(bruno)).unreadCount).toBe(brunoBefore + 1);
    expect(topic.contentHtml).toContain('<span class="mention">@carla citada</span>');

    // An edit notifies only the newly mentioned; a reply that mentions the topic author sends the reply notice only.
    await api.ok(api.request(ana, 'PATCH', `/topics/${topic.id}`, { content: `${topic.content} @[Carla Citada]` }));
    expect((await page(carla)).unreadCount).toBe(carlaBefore + 1);
    const anaBefore = (await page(ana)).unreadCount;
    await api.reply(bruno, topic.id, 'Respondendo @[Ana Notificada] e @[Carla Citada]');
    const anaAfter = await page(ana);
    expect(anaAfter.unreadCount).toBe(anaBefore + 1);
    expect(anaAfter.items[0]!.kind).toBe('forum.reply');
    const mentionInReply = await page(carla);
    expect(mentionInReply.unreadCount).toBe(carlaBefore + 2);
    expect(mentionInReply.items[0]).toMatchObject({
      kind: 'forum.mention',
      text: 'Bruno mencionou você em “Um tópico”',
    });
    expect(mentionInReply.items[0]!.link).toMatch(new RegExp(`^/forum/${topic.id}#reply-\\d+$`));
  });

  it('lists newest first by keyset, counts unread, and marks one or all read', async () => {
    const reader = await createMember(t.app, { name: 'Leitora' });
    // Replies to one topic are one row until read: five topics give five rows. (Posting five
    // topics raises the reader's level: that notice is read before the replies come.)
    const topics = [];
    for (let i = 0; i < 5; i += 1) topics.push(await api.topic(reader));
    await post(reader, '/read-all');
    for (const [i, topic] of topics.entries()) await api.reply(bruno, topic.id, `Resposta ${i}`);
    const first = await page(reader, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.unreadCount).toBe(5);
    const rest = await page(reader, `?limit=10&cursor=${first.nextCursor}`);
    const ids = [...first.items, ...rest.items].map((n) => Number(n.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The five replies, then the level notice read before them.
    expect(ids).toHaveLength(6);
    expect([...first.items, ...rest.items].map((n) => n.kind)).toEqual([
      ...Array(5).fill('forum.reply'),
      'forum.level',
    ]);

    const one = await post(reader, `/${first.items[0]!.id}/read`);
    expect(one.json<UnreadCount>()).toEqual({ unreadCount: 4 });
    expect((await page(reader)).items[0]!.read).toBe(true);
    const unread = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: { cookie: reader.cookie },
    });
    expect(unread.json()).toEqual({ unreadCount: 4 });
    expect(errorOf(await post(bruno, `/${first.items[1]!.id}/read`)).code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await post(reader, '/read-all')).json()).toEqual({ unreadCount: 0 });
    expect((await page(reader)).items.every((n) => n.read)).toBe(true);
  });

  it('is for signed-in members only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
