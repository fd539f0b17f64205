import { FORUM_SCORE_WEIGHTS } from '@blivion/shared';
import type { Kysely } from 'kysely';
import { precompiled } from '../../../db/precompiled.js';
import type { Database } from '../../../db/schema.js';
import { joinMember } from '../../accounts/index.js';
import { readSettingText, writeSettingText } from '../../settings/index.js';

type Db = Kysely<Database>;

const ALL_TIME_PERIOD = 'all';

export interface ScoreDelta {
  topics?: number;
  replies?: number;
  likes?: number;
  lessons?: number;
}

/** The points a change of counters is worth under the weights. */
export function weightedScore(delta: ScoreDelta): number {
  return (
    (delta.topics ?? 0) * FORUM_SCORE_WEIGHTS.topic +
    (delta.replies ?? 0) * FORUM_SCORE_WEIGHTS.reply +
    (delta.likes ?? 0) * FORUM_SCORE_WEIGHTS.likeReceived +
    (delta.lessons ?? 0) * FORUM_SCORE_WEIGHTS.lessonCompleted
  );
}

/** Adds to a member's counters of one period (negative on deletion); the score follows the weights. */
export async function addToScore(db: Db, userId: string, period: string, delta: ScoreDelta): Promise<void> {
  const topics = delta.topics ?? 0;
  const replies = delta.replies ?? 0;
  const likes = delta.likes ?? 0;
  const lessons = delta.lessons ?? 0;
  const score = weightedScore(delta);
  // A post or a like leaves the lessons counter alone (and a completed lesson the others).
  await db
    .insertInto('forum_scores')
    .values({ user_id: userId, period, topics, replies, likes, ...(lessons === 0 ? {} : { lessons }), score })
    .onConflict((oc) =>
      oc.columns(['user_id', 'period']).doUpdateSet((eb) => ({
        topics: eb('forum_scores.topics', '+', eb.ref('excluded.topics')),
        replies: eb('forum_scores.replies', '+', eb.ref('excluded.replies')),
        likes: eb('forum_scores.likes', '+', eb.ref('excluded.likes')),
        ...(lessons === 0 ? {} : { lessons: eb('forum_scores.lessons', '+', eb.ref('excluded.lessons')) }),
        score: eb('forum_scores.score', '+', eb.ref('excluded.score')),
      })),
    )
    .execute();
}

function scoreRows(db: Db) {
  const scores = db
    .selectFrom('forum_scores as s')
    .select(['s.user_id', 's.topics', 's.replies', 's.likes', 's.lessons', 's.score', 's.window_rank']);
  // An inner join: scores go with their member (ON DELETE CASCADE), and the ranking shows no role.
  return joinMember(scores, 's.user_id', { prefix: 'author', columns: ['name', 'avatar'], join: 'inner' });
}

export type ScoreRow = Awaited<ReturnType<typeof topScores>>[number];

/** The leaders of a period: score, then member id (forum_scores_rank_idx serves both). */
const leaders = precompiled((db, p: { period: string; limit: number }) =>
  scoreRows(db)
    .where('s.period', '=', p.period)
    .where('s.score', '>', 0)
    .orderBy('s.score', 'desc')
    .orderBy('s.user_id')
    .limit(p.limit),
);

export function topScores(db: Db, period: string, limit: number) {
  return leaders.execute(db, { period, limit });
}

export function scoreOf(db: Db, userId: string, period: string) {
  return scoreRows(db).where('s.user_id', '=', userId).where('s.period', '=', period).executeTakeFirst();
}

/** How many members rank ahead of a score: a higher score, or the same score and a smaller id. */
export async function countAhead(db: Db, period: string, score: number, userId: string): Promise<number> {
  const count = (query: ReturnType<typeof base>) =>
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const base = () => db.selectFrom('forum_scores').where('period', '=', period);
  const [higher, tied] = await Promise.all([
    count(base().where('score', '>', score)),
    count(base().where('score', '=', score).where('user_id', '<', userId)),
  ]);
  return Number(higher.count) + Number(tied.count);
}

const WEIGHTS_KEY = 'forumScoreWeights';

/** The weights the stored scores were computed with (a JSON text), if recorded. */
export async function storedScoreWeights(db: Db): Promise<string | undefined> {
  return readSettingText(db, WEIGHTS_KEY);
}

/** Every score again from its three counters, and the weights recorded, in one transaction. */
export async function recomputeScores(db: Db, weights: typeof FORUM_SCORE_WEIGHTS, recorded: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('forum_scores')
      .set((eb) => ({
        score: eb(
          eb(
            eb(eb('topics', '*', weights.topic), '+', eb('replies', '*', weights.reply)),
            '+',
            eb('likes', '*', weights.likeReceived),
          ),
          '+',
          eb('lessons', '*', weights.lessonCompleted),
        ),
      }))
      .execute();
    await writeSettingText(trx, WEIGHTS_KEY, recorded, new Date());
    // The windows' stored places followed the old weights: their next read builds them again.
    await trx.updateTable('forum_score_windows').set({ refreshed_at: null }).execute();
  });
}

/**
 * Records that a lesson earned a member its points, unless it already did; true when this call
 * recorded it (the first completion), false for a lesson completed again.
 */
export async function claimLessonScore(
  db: Db,
  row: { userId: string; lessonId: number; period: string; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('forum_lesson_scores')
    .values({ user_id: row.userId, lesson_id: row.lessonId, period: row.period, created_at: row.at })
    .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
    .returning('lesson_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A page of a period's ranking after (score, member id) of the last row shown, by the rank index. */
export function leadersAfter(db: Db, period: string, after: readonly [number, string] | null, limit: number) {
  let query = scoreRows(db).where('s.period', '=', period).where('s.score', '>', 0);
  if (after) {
    const [score, userId] = after;
    query = query.where((eb) =>
      eb.or([eb('s.score', '<', score), eb.and([eb('s.score', '=', score), eb('s.user_id', '>', userId)])]),
    );
  }
  return query.orderBy('s.score', 'desc').orderBy('s.user_id').limit(limit).execute();
}

/** The all-time scores of some members (absent: no points). */
export async function allTimeScoresOf(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('forum_scores')
    .select(['user_id', 'score'])
    .where('period', '=', ALL_TIME_PERIOD)
    .where('user_id', 'in', userIds)
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.score)]));
}
