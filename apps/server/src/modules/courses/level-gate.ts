import { FORUM_LEVEL_COUNT, isStaff, translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../auth/member.js';
import { AppError } from '../../http/app-error.js';
import { currentLevel, levelName } from '../forum/index.js';

/**
 * The level the member opens courses at: staff open every course (FORUM_LEVEL_COUNT); members
 * their level, read only when one of `courses` needs more than level 1.
 */
export async function viewerLevel(
  app: FastifyInstance,
  member: Member,
  courses: ReadonlyArray<{ min_level: number }>,
): Promise<number> {
  if (isStaff(member.role) || courses.every((course) => course.min_level <= 1)) return FORUM_LEVEL_COUNT;
  return currentLevel(app.database.db, member.id);
}

/** Whether the member may open a course that needs `minLevel`: staff always, members from that level. */
export async function reachesLevel(app: FastifyInstance, member: Member, minLevel: number): Promise<boolean> {
  return (await viewerLevel(app, member, [{ min_level: minLevel }])) >= minLevel;
}

/**
 * 403 COURSE_LEVEL_REQUIRED (details: minLevel) unless the member reached the course's level
 * (decision 0126): its lessons, videos and materials stay closed below it; the message names the
 * level as the catalogue does ('nível 3 (Explorador)').
 */
export async function assertLevelReached(app: FastifyInstance, member: Member, minLevel: number): Promise<void> {
  if (await reachesLevel(app, member, minLevel)) return;
  const error = new AppError('COURSE_LEVEL_REQUIRED', { minLevel });
  error.message = translate('errors.COURSE_LEVEL_REQUIRED', {
    level: minLevel,
    name: await levelName(app.database.db, minLevel),
  });
  throw error;
}
