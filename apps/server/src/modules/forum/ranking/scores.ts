import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { ALL_TIME } from '../common/period.js';
import type { ScoreDelta } from './scores.repository.js';
import { addToScore, weightedScore } from './scores.repository.js';
import { announceLevelChange } from './levels.js';

/**
 * Keeps the ranking counters with every post, like and deletion, in the caller's transaction:
 * the month the activity happened in ('YYYY-MM', stored on the post or like) and all time.
 * A removed member (author null) has no counters. With `at` (activity happening now, not a
 * deletion), a new level reached is announced to the member (announceLevelChange).
 */
export async function recordScore(
  db: Kysely<Database>,
  userId: string | null,
  period: string,
  delta: ScoreDelta,
  at?: Date,
): Promise<void> {
  if (userId === null) return;
  await addToScore(db, userId, period, delta);
  await addToScore(db, userId, ALL_TIME, delta);
  if (at !== undefined) await announceLevelChange(db, { userId, added: weightedScore(delta), at });
}

/** Removes the points of many activities at once (a deleted topic with its replies and likes). */
export async function revokeScores(
  db: Kysely<Database>,
  rows: ReadonlyArray<{ userId: string | null; period: string; delta: ScoreDelta }>,
): Promise<void> {
  // One order for every transaction, so concurrent deletions lock counters alike.
  const sorted = [...rows].sort((a, b) => `${a.userId}|${a.period}`.localeCompare(`${b.userId}|${b.period}`));
  for (const row of sorted) {
    await recordScore(db, row.userId, row.period, {
      topics: -(row.delta.topics ?? 0),
      replies: -(row.delta.replies ?? 0),
      likes: -(row.delta.likes ?? 0),
    });
  }
}
