import type { Kysely } from 'kysely';
import { precompiled } from '../../../db/precompiled.js';
import type { Database } from '../../../db/schema.js';
import { readSettingText, writeSettingText } from '../../settings/index.js';

type Db = Kysely<Database>;

const THRESHOLDS_KEY = 'forumLevelThresholds';

/** The level thresholds an administrator saved (a JSON array), if any (a setting, through its door). */
export async function readThresholds(db: Db): Promise<string | undefined> {
  return readSettingText(db, THRESHOLDS_KEY);
}

export async function writeThresholds(db: Db, value: string, at: Date): Promise<void> {
  await writeSettingText(db, THRESHOLDS_KEY, value, at);
}

const allTime = precompiled((db, p: { userId: string }) =>
  db.selectFrom('forum_scores').select('score').where('user_id', '=', p.userId).where('period', '=', 'all'),
);

/** A member's all-time points (0 without any). */
export async function allTimeScore(db: Db, userId: string): Promise<number> {
  return Number((await allTime.first(db, { userId }))?.score ?? 0);
}

/**
 * Records that the member was told of `level`, when it is above the highest level recorded; true
 * only for the call that raised it. A member without a profile row gets one starting at `before`
 * (their level before this change), so points earned before profiles existed raise no old news.
 */
export async function raiseLevelReached(
  db: Db,
  row: { userId: string; level: number; before: number; at: Date },
): Promise<boolean> {
  await db
    .insertInto('forum_member_profiles')
    .values({ user_id: row.userId, level_reached: row.before, updated_at: row.at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const result = await db
    .updateTable('forum_member_profiles')
    .set({ level_reached: row.level })
    .where('user_id', '=', row.userId)
    .where('level_reached', '<', row.level)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
