import { FORUM_SCORE_WEIGHTS } from '@blivion/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { recomputeScores, storedScoreWeights } from './scores.repository.js';

/**
 * Each post and like adds its weight to `forum_scores.score` as it happens. When the weights in
 * FORUM_SCORE_WEIGHTS change, the start after the change recomputes every score from its counters
 * (topics, replies, likes received), so the ranking never mixes old and new weights. Returns
 * whether it recomputed.
 */
export async function applyScoreWeights(db: Kysely<Database>): Promise<boolean> {
  const current = JSON.stringify(FORUM_SCORE_WEIGHTS);
  if ((await storedScoreWeights(db)) === current) return false;
  await recomputeScores(db, FORUM_SCORE_WEIGHTS, current);
  return true;
}
