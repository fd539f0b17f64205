import type { ForumRanking } from '@blivion/shared';
import { FORUM_SCORE_WEIGHTS } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test-support/factories.js';
import { forumApi } from '../../../test-support/forum.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { recordLessonCompleted } from './learning.js';

describe('learning in the forum ranking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counters = (userId: string) =>
    t.app.database.db
      .selectFrom('forum_scores')
      .select(['period', 'topics', 'lessons', 'score'])
      .where('user_id', '=', userId)
      .orderBy('period')
      .execute();

  it('counts a completed lesson once per member, in the month of its first completion, beside the posts', async () => {
    const api = forumApi(t);
    const student = await createMember(t.app, { name: 'Estudante Dedicada' });
    const other = await createMember(t.app);
    const lessonWeight = FORUM_SCORE_WEIGHTS.lessonCompleted;
    const complete = (userId: string, lessonId: number) =>
      t.app.database.db
        .transaction()
        .execute((trx) => recordLessonCompleted(trx, { userId, lessonId, at: t.clock.now() }));

    const lessonId = 2_000_000_000 - Math.floor(Math.random() * 1_000_000);
    expect(await complete(student.id, lessonId)).toBe(true);
    expect(await complete(student.id, lessonId)).toBe(false);
    expect(await complete(student.id, lessonId + 1)).toBe(true);
    expect(await complete(other.id, lessonId)).toBe(true);
    await api.topic(student, { title: 'Estudei e postei' });

    const month = (await counters(student.id)).find((row) => row.period !== 'all')!;
    const allTime = (await counters(student.id)).find((row) => row.period === 'all')!;
    const expected = FORUM_SCORE_WEIGHTS.topic + 2 * lessonWeight;
    expect(month).toMatchObject({ topics: 1, lessons: 2, score: expected });
    expect(allTime).toMatchObject({ topics: 1, lessons: 2, score: expected });

    // A month later the same lesson completed again earns nothing; the earlier month keeps its points.
    t.clock.advance(35 * 24 * 60 * 60 * 1000);
    try {
      expect(await complete(student.id, lessonId)).toBe(false);
      const after = await counters(student.id);
      expect(after).toHaveLength(2);
      expect(after.find((row) => row.period === 'all')).toMatchObject({ lessons: 2, score: expected });
    } finally {
      t.clock.advance(-35 * 24 * 60 * 60 * 1000);
    }

    const ranking = await api.ok<ForumRanking>(api.request(other, 'GET', '/ranking?period=month'));
    expect(ranking.weights.lessonCompleted).toBe(lessonWeight);
    expect(ranking.items.find((entry) => entry.userId === student.id)).toMatchObject({
      topics: 1,
      lessons: 2,
      score: expected,
    });
  });
});
