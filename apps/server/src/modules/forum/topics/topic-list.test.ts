import type { ForumCategory, ForumTopicPage } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember, createStaff, errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { forumApi } from '../../../test-support/forum.js';

describe('forum topic list', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let member: TestMember;
  let master: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    member = await createMember(t.app);
    master = await createStaff(t.app, 'master');
  });
  afterAll(() => t.close());

  async function freshCategory(): Promise<ForumCategory> {
    const name = `Lista ${Math.random().toString(36).slice(2, 8)}`;
    return api.ok<ForumCategory>(api.request(master, 'POST', '/categories', { name }), 201);
  }

  async function page(query: string): Promise<ForumTopicPage> {
    return api.ok<ForumTopicPage>(api.request(member, 'GET', `/topics?${query}`));
  }

  it('returns every topic exactly once by keyset while new topics arrive between pages', async () => {
    const category = await freshCategory();
    const existing: string[] = [];
    for (let i = 0; i < 10; i += 1)
      existing.push((await api.topic(member, { categoryId: category.id, title: `T${i}` })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result: ForumTopicPage = await page(
        `category=${category.slug}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...result.items.map((item) => item.id));
      cursor = result.nextCursor;
      pages += 1;
      await api.topic(member, { categoryId: category.id, title: `Nova ${pages}` });
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toEqual([...existing].reverse());
  });

  it('puts pinned topics first, then the latest activity (a reply moves a topic up)', async () => {
    const category = await freshCategory();
    const [a, b, c] = [
      await api.topic(member, { categoryId: category.id, title: 'A' }),
      await api.topic(member, { categoryId: category.id, title: 'B' }),
      await api.topic(member, { categoryId: category.id, title: 'C' }),
    ];
    await api.reply(member, a.id, 'sobe');
    await api.ok(api.request(master, 'PATCH', `/topics/${b.id}/moderation`, { pinned: true }));
    const result = await page(`category=${category.id}`);
    expect(result.items.map((item) => item.id)).toEqual([b.id, a.id, c.id]);
    expect(result.items.map((item) => item.pinned)).toEqual([true, false, false]);
    expect(result.items[1]!.lastActivityAt > result.items[1]!.createdAt).toBe(true);
    expect(result.items[2]!.lastActivityAt).toBe(result.items[2]!.createdAt);
    expect(result.nextCursor).toBeNull();
  });

  it('pages by keyset across the pinned topics into the others, each topic once, in order', async () => {
    const category = await freshCategory();
    const titles = ['P1', 'P2', 'P3', 'N1', 'N2', 'N3', 'N4'];
    const created = new Map<string, string>();
    for (const title of titles) created.set(title, (await api.topic(member, { categoryId: category.id, title })).id);
    for (const title of ['P1', 'P2', 'P3']) {
      await api.ok(api.request(master, 'PATCH', `/topics/${created.get(title)}/moderation`, { pinned: true }));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const result: ForumTopicPage = await page(
        `category=${category.slug}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...result.items.map((item) => item.title));
      cursor = result.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['P3', 'P2', 'P1', 'N4', 'N3', 'N2', 'N1']);
  });

  it('sorts by likes, pages by keyset and filters by category', async () => {
    const category = await freshCategory();
    const likers = await Promise.all([createMember(t.app), createMember(t.app), createMember(t.app)]);
    const topics = [];
    for (const likes of [1, 3, 0, 2]) {
      const topic = await api.topic(member, { categoryId: category.id, title: `Curtidas ${likes}` });
      for (const liker of likers.slice(0, likes)) await api.ok(api.request(liker, 'PUT', `/topics/${topic.id}/like`));
      topics.push(topic);
    }
    const first = await page(`category=${category.slug}&sort=mostLiked&limit=2`);
    expect(first.items.map((item) => item.likeCount)).toEqual([3, 2]);
    const second = await page(`category=${category.slug}&sort=mostLiked&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.likeCount)).toEqual([1, 0]);
    expect(second.nextCursor).toBeNull();
    const all = await page('limit=50');
    expect(all.items.length).toBeGreaterThan(4);
    expect((await api.request(member, 'GET', '/topics?category=nao-existe')).statusCode).toBe(404);
    const wrongShape = await api.request(
      member,
      'GET',
      `/topics?sort=mostLiked&cursor=${first.nextCursor!.slice(0, 4)}`,
    );
    expect(errorOf(wrongShape).code).toBe('VALIDATION_ERROR');
  });

  it('serves the dashboard recent activity: the newest topics and replies, newest first', async () => {
    const topic = await api.topic(member, { title: 'Atividade recente' });
    const reply = await api.reply(member, topic.id, 'Resposta recente');
    const activity = await api.ok<{ items: Array<Record<string, unknown>> }>(
      api.request(member, 'GET', '/activity?limit=3'),
    );
    expect(activity.items).toHaveLength(3);
    expect(activity.items[0]).toMatchObject({
      kind: 'reply',
      topicId: topic.id,
      topicTitle: 'Atividade recente',
      replyId: reply.id,
      excerpt: 'Resposta recente',
      link: `/forum/${topic.id}#reply-${reply.id}`,
    });
    expect(activity.items[1]).toMatchObject({ kind: 'topic', topicId: topic.id, link: `/forum/${topic.id}` });
  });
});
