import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { scorePeriod } from '../common/period.js';
import { claimLessonScore } from './scores.repository.js';
import { recordScore } from './scores.js';

/**
 * For the courses module: a member completed a lesson, so 'Blivion do Mês' and 'Elite Blivion'
 * count it (FORUM_SCORE_WEIGHTS.lessonCompleted), in the month of the first completion. A lesson
 * earns its points once per member: completing it again after marking it not completed adds
 * nothing, and marking it not completed takes nothing back (decision 0032). Call it in the
 * transaction that marks the completion. Returns whether the completion earned points.
 */
export async function recordLessonCompleted(
  db: Kysely<Database>,
  completion: { userId: string; lessonId: number; at: Date },
): Promise<boolean> {
  const period = scorePeriod(completion.at);
  if (!(await claimLessonScore(db, { ...completion, period }))) {
    return false;
  }
  await recordScore(db, completion.userId, period, { lessons: 1 }, completion.at);
  return true;
}
