// No zod here: the web app's forum pages use these rules without the schemas.

/** How many levels a member climbs through (names in features.forum.levels.names.l1 … l9). */
export const FORUM_LEVEL_COUNT = 9;

/**
 * The all-time points (forum_scores, period 'all') from which each level starts, level 1 first:
 * a member with no points is level 1. An administrator may change them (PUT /api/forum/levels);
 * these are the defaults of a new academy (docs/decisions/0091).
 */
export const DEFAULT_FORUM_LEVEL_THRESHOLDS: readonly number[] = [0, 10, 30, 60, 120, 250, 500, 1_000, 2_000];

/** The level (1 … 9) of a score under ascending thresholds whose first is 0. */
export function levelOf(score: number, thresholds: readonly number[]): number {
  let level = 1;
  for (let index = 1; index < thresholds.length; index += 1) {
    if (score >= thresholds[index]!) level = index + 1;
  }
  return level;
}

/** Where a score stands: its level, the points the next level starts at (null at the top) and the share done (0 … 1). */
export function levelProgress(
  score: number,
  thresholds: readonly number[],
): { level: number; nextAt: number | null; progress: number } {
  const level = levelOf(score, thresholds);
  const from = thresholds[level - 1] ?? 0;
  const nextAt = level < thresholds.length ? thresholds[level]! : null;
  const progress = nextAt === null ? 1 : Math.min(1, Math.max(0, (score - from) / (nextAt - from)));
  return { level, nextAt, progress };
}
