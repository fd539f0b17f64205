import type { ForumLikeState, ForumTopicDetail } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember, errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { forumApi } from '../../../test-support/forum.js';

describe('forum likes', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let author: TestMember;
  let fan: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    author = await createMember(t.app);
    fan = await createMember(t.app);
  });
  afterAll(() => t.close());

  const likeState = (member: TestMember, method: 'PUT' | 'DELETE', url: string) =>
    api.ok<ForumLikeState>(api.request(member, method, url));

  async function storedLikes(target: 'topic' | 'reply', id: string) {
    const db = t.app.database.db;
    const row =
      target === 'topic'
        ? await db
            .selectFrom('forum_topic_likes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('topic_id', '=', Number(id))
            .executeTakeFirstOrThrow()
        : await db
            .selectFrom('forum_reply_likes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('reply_id', '=', Number(id))
            .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function allTimeLikes(userId: string): Promise<number> {
    const row = await t.app.database.db
      .selectFrom('forum_scores')
      .select('likes')
      .where('user_id', '=', userId)
      .where('period', '=', 'all')
      .executeTakeFirst();
    return Number(row?.likes ?? 0);
  }

  it('counts one like per member on a topic, even when sent twice at once, and can be undone', async () => {
    const topic = await api.topic(author);
    const url = `/topics/${topic.id}/like`;
    const [first, second] = await Promise.all([likeState(fan, 'PUT', url), likeState(fan, 'PUT', url)]);
    expect([first, second]).toEqual([
      { liked: true, likeCount: 1 },
      { liked: true, likeCount: 1 },
    ]);
    expect(await likeState(fan, 'PUT', url)).toEqual({ liked: true, likeCount: 1 });
    expect(await storedLikes('topic', topic.id)).toBe(1);
    expect(await allTimeLikes(author.id)).toBe(1);
    const detail = await api.ok<ForumTopicDetail>(api.request(fan, 'GET', `/topics/${topic.id}`));
    expect(detail).toMatchObject({ likeCount: 1, likedByMe: true });
    // The like is the fan's: its author, reading the same topic, has not liked it.
    expect((await api.ok<ForumTopicDetail>(api.request(author, 'GET', `/topics/${topic.id}`))).likedByMe).toBe(false);

    const undone = await Promise.all([likeState(fan, 'DELETE', url), likeState(fan, 'DELETE', url)]);
    expect(undone).toEqual([
      { liked: false, likeCount: 0 },
      { liked: false, likeCount: 0 },
    ]);
    expect(await allTimeLikes(author.id)).toBe(0);
    expect((await api.ok<ForumTopicDetail>(api.request(fan, 'GET', `/topics/${topic.id}`))).likedByMe).toBe(false);
  });

  it('does the same for replies, and keeps several members apart', async () => {
    const topic = await api.topic(fan);
    const reply = await api.reply(author, topic.id, 'Curta esta resposta');
    const url = `/replies/${reply.id}/like`;
    const others = [fan, await createMember(t.app), await createMember(t.app)];
    await Promise.all(others.flatMap((member) => [likeState(member, 'PUT', url), likeState(member, 'PUT', url)]));
    expect(await storedLikes('reply', reply.id)).toBe(3);
    const page = await api.ok<ForumTopicDetail>(api.request(fan, 'GET', `/topics/${topic.id}`));
    expect(page.replies.items[0]).toMatchObject({ id: reply.id, likeCount: 3, likedByMe: true });
    expect(await likeState(others[1]!, 'DELETE', url)).toEqual({ liked: false, likeCount: 2 });
  });

  it("refuses a like on one's own post and on a post that does not exist", async () => {
    const topic = await api.topic(author);
    const own = await api.request(author, 'PUT', `/topics/${topic.id}/like`);
    expect(own.statusCode).toBe(403);
    expect(errorOf(own)).toMatchObject({
      code: 'FORUM_OWN_POST_LIKE',
      message: 'Você não pode curtir a sua própria publicação.',
    });
    expect(errorOf(await api.request(fan, 'PUT', '/topics/999999/like')).code).toBe('FORUM_TOPIC_NOT_FOUND');
    expect(errorOf(await api.request(fan, 'PUT', '/replies/999999/like')).code).toBe('FORUM_REPLY_NOT_FOUND');
  });
});
