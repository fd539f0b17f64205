import type { ForumRanking, RankingEntry } from '@blivion/shared';
import { FORUM_SCORE_WEIGHTS } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { scorePeriod } from '../common/period.js';
import { forumApi } from '../../../test-support/forum.js';

/**
 * A hand-computed fixture over two months (Brasília time): the previous month and this one, each
 * on its 15th, with the clock moved. Points: 5 per topic, 2 per reply, 1 per like received, in the
 * month the activity happened. The expected figures are worked out in the comments.
 */
describe('forum ranking', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  const m: Record<string, TestMember> = {};
  let previousMonth: string;
  let thisMonth: string;

  function moveTo(period: string): void {
    const target = new Date(`${period}-15T12:00:00-03:00`);
    t.clock.advance(target.getTime() - t.clock.now().getTime());
  }

  const like = (member: TestMember, url: string) => api.ok(api.request(member, 'PUT', `${url}/like`));
  const rankingOf = (member: TestMember, period: 'month' | 'all') =>
    api.ok<ForumRanking>(api.request(member, 'GET', `/ranking?period=${period}`));
  const row = (entry: RankingEntry) => [entry.name, entry.topics, entry.comments, entry.likes, entry.score];

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    for (const name of ['Ana', 'Bia', 'Caio', 'Duda', 'Enzo', 'Fabi', 'Gabi', 'Zeca']) {
      m[name] = await createMember(t.app, { name: `${name} Ranking` });
    }
    thisMonth = scorePeriod(new Date());
    const [year, month] = thisMonth.split('-').map(Number) as [number, number];
    previousMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;

    moveTo(previousMonth);
    const t1 = await api.topic(m.Ana!, { title: 'T1' }); // Ana +5
    await api.topic(m.Ana!, { title: 'T2' }); // Ana +5
    const t3 = await api.topic(m.Bia!, { title: 'T3' }); // Bia +5
    const r1 = await api.reply(m.Bia!, t1.id); // Bia +2
    const r2 = await api.reply(m.Bia!, t1.id); // Bia +2
    await like(m.Caio!, `/topics/${t1.id}`); // Ana +1
    await like(m.Duda!, `/topics/${t1.id}`); // Ana +1
    await like(m.Caio!, `/replies/${r1.id}`); // Bia +1   => previous month: Ana 12, Bia 10
    const then = await rankingOf(m.Zeca!, 'month');
    expect(then.periodKey).toBe(previousMonth);
    expect(then.items.map(row)).toEqual([
      ['Ana Ranking', 2, 0, 2, 12],
      ['Bia Ranking', 1, 2, 1, 10],
    ]);

    moveTo(thisMonth);
    const topics = await api.ok<{ items: Array<{ id: string; title: string }> }>(api.request(m.Ana!, 'GET', '/topics'));
    const t2 = topics.items.find((topic) => topic.title === 'T2')!;
    await api.reply(m.Caio!, t1.id); // Caio +2
    await api.reply(m.Caio!, t2.id); // Caio +2
    await api.reply(m.Caio!, t3.id); // Caio +2
    const t4 = await api.topic(m.Duda!, { title: 'T4' }); // Duda +5
    for (const fan of [m.Enzo!, m.Fabi!, m.Gabi!]) await like(fan, `/topics/${t4.id}`); // Duda +3
    await like(m.Enzo!, `/topics/${t1.id}`); // Ana +1 (this month: the like's month counts)
    await api.reply(m.Ana!, t4.id); // Ana +2
    await api.reply(m.Enzo!, t4.id); // Enzo +2
    await api.reply(m.Fabi!, t3.id); // Fabi +2
    await api.reply(m.Gabi!, t3.id); // Gabi +2
    await api.topic(m.Bia!, { title: 'T5' }); // Bia +5
    await api.ok(api.request(m.Bia!, 'DELETE', `/replies/${r2.id}`)); // Bia -2 in the previous month
    // Eight sign-ups (argon2) and some thirty posts on a busy machine.
  }, 60_000);
  afterAll(() => t.close());

  /** Enzo, Fabi and Gabi tie on 2 points; the smaller member id ranks first. */
  const tiedOnTwo = () => [m.Enzo!, m.Fabi!, m.Gabi!].sort((a, b) => (a.id < b.id ? -1 : 1));

  it('stores every score as its counters times the shared weights, in each month and all time', async () => {
    const { topic, reply, likeReceived } = FORUM_SCORE_WEIGHTS;
    const members = Object.values(m).map((member) => member.id);
    const stored = await t.app.database.db
      .selectFrom('forum_scores')
      .select(['user_id', 'period', 'topics', 'replies', 'likes', 'score'])
      .where('user_id', 'in', members)
      .execute();
    expect(new Set(stored.map((row) => row.period))).toEqual(new Set([previousMonth, thisMonth, 'all']));
    for (const row of stored) {
      const weighted = Number(row.topics) * topic + Number(row.replies) * reply + Number(row.likes) * likeReceived;
      expect({ ...row, score: Number(row.score) }).toEqual({ ...row, score: weighted });
    }
  });

  it("'Blivion do Mês': this month's top 5, rank 1 the winner", async () => {
    // Duda 5+3=8, Caio 3x2=6, Bia 5, Ana 2+1=3, then Enzo/Fabi/Gabi 2 each.
    const ranking = await rankingOf(m.Zeca!, 'month');
    expect(ranking).toMatchObject({ period: 'month', periodKey: thisMonth, weights: FORUM_SCORE_WEIGHTS, me: null });
    const [firstTied] = tiedOnTwo();
    expect(ranking.items.map(row)).toEqual([
      ['Duda Ranking', 1, 0, 3, 8],
      ['Caio Ranking', 0, 3, 0, 6],
      ['Bia Ranking', 1, 0, 0, 5],
      ['Ana Ranking', 0, 1, 1, 3],
      [firstTied!.me.user.name, 0, 1, 0, 2],
    ]);
    expect(ranking.items.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(ranking.items[0]).toMatchObject({ userId: m.Duda!.id, avatarUrl: null });
  });

  it("'Elite Blivion': all time, with the deleted reply's points taken back", async () => {
    // Ana 10+2+3=15, Bia 10+2(one reply left)+1=13, Duda 8, Caio 6, then the first of the 2s.
    const ranking = await rankingOf(m.Zeca!, 'all');
    expect(ranking.periodKey).toBe('all');
    expect(ranking.items.slice(0, 4).map(row)).toEqual([
      ['Ana Ranking', 2, 1, 3, 15],
      ['Bia Ranking', 2, 1, 1, 13],
      ['Duda Ranking', 1, 0, 3, 8],
      ['Caio Ranking', 0, 3, 0, 6],
    ]);
    const stored = await t.app.database.db
      .selectFrom('forum_scores')
      .select(['topics', 'replies', 'likes', 'score'])
      .where('user_id', '=', m.Bia!.id)
      .where('period', '=', previousMonth)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ topics: 1, replies: 1, likes: 1, score: 8 });
  });

  it("shows the viewer's own place when outside the top 5, and nothing without points", async () => {
    const [, second, third] = tiedOnTwo();
    const outside = await rankingOf(third!, 'month');
    expect(outside.me).toMatchObject({ rank: 7, userId: third!.id, comments: 1, score: 2 });
    expect((await rankingOf(second!, 'all')).me).toMatchObject({ rank: 6, score: 2 });
    expect((await rankingOf(m.Duda!, 'month')).me).toBeNull();
    expect((await rankingOf(m.Zeca!, 'all')).me).toBeNull();
  });

  it('takes back every point of a deleted topic, in the months they were earned', async () => {
    const topics = await api.ok<{ items: Array<{ id: string; title: string }> }>(
      api.request(m.Duda!, 'GET', '/topics'),
    );
    const t4 = topics.items.find((topic) => topic.title === 'T4')!;
    await api.ok(api.request(m.Duda!, 'DELETE', `/topics/${t4.id}`));
    // Duda loses the topic and its 3 likes (0); Ana (1) and Enzo (0) lose their replies on it.
    const month = await rankingOf(m.Zeca!, 'month');
    const [fabiOrGabi, gabiOrFabi] = [m.Fabi!, m.Gabi!].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(month.items.map((entry) => [entry.userId, entry.score])).toEqual([
      [m.Caio!.id, 6],
      [m.Bia!.id, 5],
      [fabiOrGabi!.id, 2],
      [gabiOrFabi!.id, 2],
      [m.Ana!.id, 1],
    ]);
    // All time: Ana 10+0+3 = 13 and Bia 10+2+1 = 13 now tie (the smaller id first); Duda has nothing left.
    const allTime = await rankingOf(m.Zeca!, 'all');
    expect(allTime.items.find((entry) => entry.userId === m.Duda!.id)).toBeUndefined();
    const tied = allTime.items.slice(0, 2);
    expect(tied.map((entry) => entry.userId)).toEqual([m.Ana!.id, m.Bia!.id].sort());
    expect(tied.find((entry) => entry.userId === m.Ana!.id)).toMatchObject({
      topics: 2,
      comments: 0,
      likes: 3,
      score: 13,
    });
    expect(tied.find((entry) => entry.userId === m.Bia!.id)).toMatchObject({
      topics: 2,
      comments: 1,
      likes: 1,
      score: 13,
    });
  });

  it('counts the month in Brasília time', () => {
    expect(scorePeriod(new Date('2026-03-01T02:59:59.999Z'))).toBe('2026-02');
    expect(scorePeriod(new Date('2026-03-01T03:00:00.000Z'))).toBe('2026-03');
    expect(scorePeriod(new Date('2026-01-01T02:00:00.000Z'))).toBe('2025-12');
  });
});
