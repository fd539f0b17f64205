import type { ForumTopicDetail, LeaderboardPage, LevelThresholds, NotificationsPage } from '@blivion/shared';
import type { MemberProfile } from '@blivion/shared';
import { DEFAULT_FORUM_LEVEL_THRESHOLDS, levelOf, levelProgress } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test-support/api-client.js';
import type { TestMember } from '../../../test-support/factories.js';
import type { ErrorBody } from '../../../test-support/factories.js';
import { createMember, setAccess } from '../../../test-support/factories.js';
import { forumApi } from '../../../test-support/forum.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';

describe('levels and the leaderboard page', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let admin: TestMember;
  const fans: TestMember[] = [];

  const levelNotices = async (member: TestMember) => {
    const bell = apiClient(t, '/api/notifications');
    const page = await bell.ok<NotificationsPage>(bell.request(member, 'GET', '?limit=50'));
    return page.items.filter((item) => item.kind === 'forum.level');
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    admin = await createMember(t.app, { name: 'Admin Níveis' });
    await setAccess(t.app, admin.id, { role: 'admin' });
    for (let i = 0; i < 8; i += 1) fans.push(await createMember(t.app, { name: `Fã ${i}` }));
    // A new database and many sign-ups (argon2) on a busy machine.
  }, 60_000);
  afterAll(() => t.close());

  it('computes levels and progress from ascending thresholds', () => {
    const thresholds = DEFAULT_FORUM_LEVEL_THRESHOLDS;
    expect(thresholds).toHaveLength(9);
    expect(levelOf(0, thresholds)).toBe(1);
    expect(levelOf(thresholds[1]! - 1, thresholds)).toBe(1);
    expect(levelOf(thresholds[1]!, thresholds)).toBe(2);
    expect(levelOf(1e9, thresholds)).toBe(9);
    expect(levelProgress(thresholds[8]! + 5, thresholds)).toEqual({ level: 9, nextAt: null, progress: 1 });
    const halfway = (thresholds[1]! + thresholds[2]!) / 2;
    expect(levelProgress(halfway, thresholds)).toMatchObject({ level: 2, nextAt: thresholds[2], progress: 0.5 });
  });

  it('lets only staff change the thresholds, and only to nine ascending numbers from 0', async () => {
    const member = fans[0]!;
    const valid = { thresholds: [0, 6, 12, 20, 40, 80, 160, 320, 640] };
    const refused = await api.request(member, 'PUT', '/levels', valid);
    expect(refused.statusCode).toBe(403);
    for (const thresholds of [
      [0, 6],
      [1, 6, 12, 20, 40, 80, 160, 320, 640],
      [0, 6, 6, 20, 40, 80, 160, 320, 640],
    ]) {
      const response = await api.request(admin, 'PUT', '/levels', { thresholds });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error.message).toMatch(/[a-zà-ú]/);
    }
    expect((await api.ok<LevelThresholds>(api.request(member, 'GET', '/levels'))).thresholds).toEqual([
      ...DEFAULT_FORUM_LEVEL_THRESHOLDS,
    ]);
    await api.ok(api.request(admin, 'PUT', '/levels', valid));
    expect((await api.ok<LevelThresholds>(api.request(member, 'GET', '/levels'))).thresholds).toEqual(valid.thresholds);
  });

  it('notifies a level change once, however many likes cross it at the same time', async () => {
    const author = await createMember(t.app, { name: 'Autora Nível' });
    const topic = await api.topic(author, { title: 'Subindo de nível' }); // 5 points: level 1 (level 2 at 6)
    const likes = await Promise.all(fans.map((fan) => api.request(fan, 'PUT', `/topics/${topic.id}/like`)));
    expect(likes.map((response) => response.statusCode)).toEqual(fans.map(() => 200));
    // 5 + 8 = 13 points: level 3 (12). Each like that crossed a threshold announced its level once.
    const notices = await levelNotices(author);
    expect(notices.map((notice) => notice.text).sort()).toEqual([
      expect.stringContaining('nível 2'),
      expect.stringContaining('nível 3'),
    ]);
    expect(notices.every((notice) => notice.link === `/forum/membros/${author.id}`)).toBe(true);

    // Losing points and earning them back is no news.
    await Promise.all(fans.slice(0, 4).map((fan) => api.request(fan, 'DELETE', `/topics/${topic.id}/like`)));
    await Promise.all(fans.slice(0, 4).map((fan) => api.request(fan, 'PUT', `/topics/${topic.id}/like`)));
    expect(await levelNotices(author)).toHaveLength(2);

    const profile = await api.ok<MemberProfile>(api.request(fans[0]!, 'GET', `/members/${author.id}`));
    expect(profile.level).toEqual({ level: 3, points: 13, nextAt: 20, progress: 1 / 8 });
    const detail = await api.ok<ForumTopicDetail>(api.request(fans[0]!, 'GET', `/topics/${topic.id}`));
    expect(detail.author).toMatchObject({ id: author.id, staff: false, level: 3 });
    expect(JSON.stringify(detail)).not.toMatch(/"role"/);
  });

  it('pages the ranking by keyset with counted ranks, and pins the viewer when off the page', async () => {
    const board = (viewer: TestMember, query: string) =>
      api.ok<LeaderboardPage>(api.request(viewer, 'GET', `/leaderboard?${query}`));
    const ranked: string[] = [];
    const ranks: number[] = [];
    let cursor: string | null = null;
    do {
      const page: LeaderboardPage = await board(admin, `period=all&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      ranked.push(...page.items.map((item) => item.name));
      ranks.push(...page.items.map((item) => item.rank));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ranked[0]).toBe('Autora Nível');
    expect(new Set(ranked).size).toBe(ranked.length);
    expect(ranks).toEqual(ranked.map((_, index) => index + 1));

    // A fan who posted is on the board but not on its first page of one: their place is pinned.
    const fan = fans[1]!;
    await api.topic(fan, { title: 'Tópico do fã' });
    const first = await board(fan, 'period=month&limit=1');
    expect(first.items.map((item) => item.name)).toEqual(['Autora Nível']);
    expect(first.me).toMatchObject({ userId: fan.id, rank: 2, score: 5, level: 1 });
    const nobody = await board(fans[7]!, 'period=month&limit=1');
    expect(nobody.me).toBeNull();
    expect((await api.request(fan, 'GET', '/leaderboard?period=year')).statusCode).toBe(400);
    expect((await api.request(fan, 'GET', '/leaderboard?cursor=WzEsMl0')).statusCode).toBe(400);
  });
});
