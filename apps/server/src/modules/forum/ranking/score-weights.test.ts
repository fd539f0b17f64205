import { FORUM_SCORE_WEIGHTS } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../startup.js';
import { createMember } from '../../../test-support/factories.js';
import { forumApi } from '../../../test-support/forum.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { applyScoreWeights } from './score-weights.js';

describe('forum score weights', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function scoreOf(userId: string) {
    return t.app.database.db
      .selectFrom('forum_scores')
      .select(['topics', 'replies', 'likes', 'score'])
      .where('user_id', '=', userId)
      .where('period', '=', 'all')
      .executeTakeFirstOrThrow();
  }
  const setScore = (userId: string, score: number) =>
    t.app.database.db.updateTable('forum_scores').set({ score }).where('user_id', '=', userId).execute();

  it('recomputes every score from its counters once after the weights change, and not again', async () => {
    const api = forumApi(t);
    const author = await createMember(t.app);
    const fan = await createMember(t.app);
    const topic = await api.topic(author);
    await api.reply(author, topic.id);
    await api.reply(author, topic.id);
    await api.ok(api.request(fan, 'PUT', `/topics/${topic.id}/like`));
    const expected = FORUM_SCORE_WEIGHTS.topic + 2 * FORUM_SCORE_WEIGHTS.reply + FORUM_SCORE_WEIGHTS.likeReceived;
    expect(await scoreOf(author.id)).toMatchObject({ topics: 1, replies: 2, likes: 1, score: expected });

    // Scores written under other weights (3 per topic, say), which the settings remember.
    await setScore(author.id, 999);
    await t.app.database.db
      .updateTable('system_settings')
      .set({ value: JSON.stringify({ topic: 3, reply: 2, likeReceived: 1 }) })
      .where('key', '=', 'forumScoreWeights')
      .execute();
    await prepareDatabase(t.app);
    expect(Number((await scoreOf(author.id)).score)).toBe(expected);

    await setScore(author.id, 42);
    expect(await applyScoreWeights(t.app.database.db)).toBe(false);
    expect(Number((await scoreOf(author.id)).score)).toBe(42);
    await setScore(author.id, expected);
  });
});
