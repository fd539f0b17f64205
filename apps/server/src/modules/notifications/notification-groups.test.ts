import type { NotificationsPage } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember } from '../../test-support/factories.js';
import { forumApi } from '../../test-support/forum.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

describe('grouped notifications', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let author: TestMember;
  const fans: TestMember[] = [];

  const page = async (member: TestMember) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: member.cookie } })
    ).json<NotificationsPage>();

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    author = await createMember(t.app, { name: 'Autora Agrupada' });
    for (const name of ['Ana', 'Bruno', 'Carla', 'Davi']) fans.push(await createMember(t.app, { name }));
    // A new database and many sign-ups (argon2) on a busy machine.
  }, 60_000);
  afterAll(() => t.close());

  it("gathers likes on one post in one row ('Ana e mais 2 …'), newest actor first, even when sent at once", async () => {
    const topic = await api.topic(author, { title: 'Curtam todos' });
    const [ana, bruno, carla] = fans as [TestMember, TestMember, TestMember];
    await api.ok(api.request(bruno, 'PUT', `/topics/${topic.id}/like`));
    await api.ok(api.request(carla, 'PUT', `/topics/${topic.id}/like`));
    await api.ok(api.request(ana, 'PUT', `/topics/${topic.id}/like`));
    let bell = await page(author);
    const likes = bell.items.filter((item) => item.kind === 'forum.like');
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({
      text: 'Ana e mais 2 pessoas curtiram o seu tópico “Curtam todos”',
      actor: { id: ana.id },
      link: `/forum/${topic.id}`,
    });
    expect(bell.unreadCount).toBe(1);

    // An undone like leaves the others; the last one undone takes the row away.
    await api.ok(api.request(ana, 'DELETE', `/topics/${topic.id}/like`));
    bell = await page(author);
    expect(bell.items[0]).toMatchObject({ text: 'Carla e mais 1 pessoa curtiram o seu tópico “Curtam todos”' });
    await api.ok(api.request(carla, 'DELETE', `/topics/${topic.id}/like`));
    expect((await page(author)).items[0]).toMatchObject({ text: 'Bruno curtiu o seu tópico “Curtam todos”' });
    await api.ok(api.request(bruno, 'DELETE', `/topics/${topic.id}/like`));
    expect((await page(author)).unreadCount).toBe(0);

    // Likes sent together still make one row.
    await Promise.all(fans.map((fan) => api.request(fan, 'PUT', `/topics/${topic.id}/like`)));
    bell = await page(author);
    expect(bell.items.filter((item) => item.kind === 'forum.like')).toHaveLength(1);
    expect(bell.items[0]!.text).toMatch(/^\S+ e mais 3 pessoas curtiram o seu tópico “Curtam todos”$/);
  });

  it('keeps one row per topic for new replies until it is read, opening the first unread reply', async () => {
    const topic = await api.topic(author, { title: 'Respondam' });
    const [ana, bruno] = fans as [TestMember, TestMember];
    const first = await api.reply(ana, topic.id, 'Primeira');
    await api.reply(bruno, topic.id, 'Segunda');
    await api.reply(ana, topic.id, 'Terceira');
    let replies = (await page(author)).items.filter((item) => item.kind === 'forum.reply');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      text: 'Ana e mais 1 pessoa responderam ao seu tópico “Respondam”',
      link: `/forum/${topic.id}#reply-${first.id}`,
      read: false,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${replies[0]!.id}/read`,
      headers: { cookie: author.cookie },
    });
    const fourth = await api.reply(bruno, topic.id, 'Quarta');
    replies = (await page(author)).items.filter((item) => item.kind === 'forum.reply');
    expect(replies.map((item) => [item.read, item.text, item.link])).toEqual([
      [false, 'Bruno respondeu ao seu tópico “Respondam”', `/forum/${topic.id}#reply-${fourth.id}`],
      [true, 'Ana e mais 1 pessoa responderam ao seu tópico “Respondam”', `/forum/${topic.id}#reply-${first.id}`],
    ]);
  });

  it('leaves mentions ungrouped', async () => {
    const topic = await api.topic(fans[0]!, { title: 'Menções' });
    await api.reply(fans[1]!, topic.id, 'Oi @[Autora Agrupada]');
    await api.reply(fans[2]!, topic.id, 'Olá @[Autora Agrupada]');
    const mentions = (await page(author)).items.filter((item) => item.kind === 'forum.mention');
    expect(mentions).toHaveLength(2);
  });
});
