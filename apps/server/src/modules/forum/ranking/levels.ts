import type { LevelThresholds, MemberLevel } from '@blivion/shared';
import {
  DEFAULT_FORUM_LEVEL_THRESHOLDS,
  isStaff,
  levelOf,
  levelProgress,
  levelThresholdsSchema,
  translate,
} from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Member } from '../../../auth/member.js';
import { AppError } from '../../../http/app-error.js';
import type { Database } from '../../../db/schema.js';
import { notify } from '../../notifications/index.js';
import { textOverrides } from '../../translations/index.js';
import * as repo from './levels.repository.js';

/** The thresholds in force: the administrators' (when valid) or the defaults. */
export async function levelThresholds(db: Kysely<Database>): Promise<readonly number[]> {
  const stored = await repo.readThresholds(db);
  if (stored === undefined) return DEFAULT_FORUM_LEVEL_THRESHOLDS;
  const parsed = levelThresholdsSchema.safeParse({ thresholds: JSON.parse(stored) });
  return parsed.success ? parsed.data.thresholds : DEFAULT_FORUM_LEVEL_THRESHOLDS;
}

export async function levelThresholdSettings(app: FastifyInstance): Promise<LevelThresholds> {
  return { thresholds: [...(await levelThresholds(app.database.db))] };
}

/** Administrators and the master set the thresholds (members are refused); returns them as saved. */
export async function updateLevelThresholds(
  app: FastifyInstance,
  actor: Member,
  input: LevelThresholds,
): Promise<LevelThresholds> {
  if (!isStaff(actor.role)) throw new AppError('ADMIN_REQUIRED');
  await repo.writeThresholds(app.database.db, JSON.stringify(input.thresholds), app.clock.now());
  return { thresholds: [...input.thresholds] };
}

/** A member's level now (1 … 9): their all-time points under the thresholds in force. */
export async function currentLevel(db: Kysely<Database>, userId: string): Promise<number> {
  const [thresholds, score] = await Promise.all([levelThresholds(db), repo.allTimeScore(db, userId)]);
  return levelOf(score, thresholds);
}

/** A level's name from the catalogue, as the administrators edited it in 'Traduções'. */
export async function levelName(db: Kysely<Database>, level: number): Promise<string> {
  return translate(`features.community.levels.names.l${level}`, {}, await textOverrides(db));
}

/** A score's level and progress, as the profile and the card show them. */
export function memberLevel(points: number, thresholds: readonly number[]): MemberLevel {
  const { level, nextAt, progress } = levelProgress(points, thresholds);
  return { level, points, nextAt, progress };
}

/** The member's profile page, which a level notification opens. */
export const memberProfilePath = (userId: string) => `/forum/membros/${userId}`;

/**
 * After points were added to a member's all-time score (in the caller's transaction, which holds
 * the score row's lock, so parallel likes run this one after the other): when the new score is a
 * level the member was not told of yet, tells them, once (docs/decisions/0091). Points taken away
 * lower the level shown but never notify, and climbing back to a level already announced is no news.
 */
export async function announceLevelChange(
  db: Kysely<Database>,
  change: { userId: string; added: number; at: Date },
): Promise<void> {
  if (change.added <= 0) return;
  const thresholds = await levelThresholds(db);
  const score = await repo.allTimeScore(db, change.userId);
  const level = levelOf(score, thresholds);
  const before = levelOf(score - change.added, thresholds);
  if (level <= before) return;
  if (!(await repo.raiseLevelReached(db, { userId: change.userId, level, before, at: change.at }))) return;
  const name = await levelName(db, level);
  await notify(db, [change.userId], {
    kind: 'forum.level',
    actorId: null,
    subject: { type: 'forum.level', id: level },
    text: 'features.community.levels.reached',
    params: { level, name },
    link: memberProfilePath(change.userId),
    at: change.at,
  });
}
