import { isStaff, translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Member } from '../../../auth/member.js';
import { memberIdsWithCourses } from '../../accounts/index.js';
import type { Database } from '../../../db/schema.js';
import { toDate } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { notify } from '../../notifications/index.js';
import type { ReleaseColumns, ReleaseViewer } from './release-rules.js';
import { dayInBrasilia, lockedUntil, opensAt, shortDay } from './release-rules.js';
import * as repo from './release.repository.js';
import { assertLevelReached, viewerLevel } from '../level-gate.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A module that opened longer ago than this is not announced (a schedule set after the fact). */
const NOTICE_WINDOW_MS = 2 * DAY_MS;
export const OPENED_MODULES_JOB = 'courses.opened-modules';

/**
 * Records that the member's access to courses starts now, unless it started before (the courses
 * switch granted by an administrator or a sale: admin-users calls this in its transaction).
 */
export async function recordCoursesAccessStart(db: Kysely<Database>, userId: string, at: Date): Promise<void> {
  await repo.recordAccessStart(db, userId, at);
}

/**
 * Who looks at the course, and when. Members: now, from when their access started. Staff: every
 * module open, unless they preview a day ('YYYY-MM-DD'): then as a member whose access started
 * today would see it at the end of that day.
 */
export async function releaseViewer(
  app: FastifyInstance,
  member: Member,
  previewDate?: string,
): Promise<ReleaseViewer> {
  const now = app.clock.now();
  if (isStaff(member.role)) {
    if (previewDate === undefined) return { seesEverything: true, accessStart: now, now };
    return {
      seesEverything: false,
      accessStart: now,
      now: new Date(dayInBrasilia(previewDate).getTime() + DAY_MS - 1),
    };
  }
  const started = await repo.accessStartOf(app.database.db, member.id);
  return { seesEverything: false, accessStart: toDate(started) ?? now, now };
}

function lockedError(at: Date): AppError {
  const error = new AppError('LESSON_LOCKED', { availableAt: at.toISOString() });
  error.message = translate('errors.LESSON_LOCKED', { date: shortDay(at) });
  return error;
}

/** 403 LESSON_LOCKED (with availableAt) unless the lesson's module is open for the member. */
export async function assertModuleOpen(app: FastifyInstance, member: Member, module: ReleaseColumns): Promise<void> {
  if (isStaff(member.role) || module.release_kind === 'immediate') return;
  const until = lockedUntil(await releaseViewer(app, member), module);
  if (until !== null) throw lockedError(until);
}

/**
 * 403 LESSON_LOCKED unless some lesson of an active course that plays the video is open for the
 * member; 403 COURSE_LEVEL_REQUIRED when every such course needs a level they have not reached.
 */
export async function assertVideoOpen(app: FastifyInstance, member: Member, videoId: number): Promise<void> {
  if (isStaff(member.role)) return;
  const playing = await repo.releasesOfVideo(app.database.db, videoId);
  if (playing.length === 0) return;
  const level = await viewerLevel(app, member, playing);
  const modules = playing.filter((module) => module.min_level <= level);
  if (modules.length === 0) await assertLevelReached(app, member, Math.min(...playing.map((m) => m.min_level)));
  if (modules.some((module) => module.release_kind === 'immediate')) return;
  const viewer = await releaseViewer(app, member);
  const waits = modules.map((module) => lockedUntil(viewer, module));
  if (waits.some((until) => until === null)) return;
  throw lockedError(new Date(Math.min(...waits.map((until) => until!.getTime()))));
}

/**
 * The scheduled job (hourly, one instance per slot): tells each member with access to courses of
 * each module of an active course that opened for them within the last two days, once (the notice
 * row, inserted with the notification in one transaction, makes a second instance or run skip it).
 * Returns how many were told.
 */
export async function notifyOpenedModules(app: FastifyInstance, at: Date): Promise<number> {
  const db = app.database.db;
  const modules = await repo.scheduledModules(db);
  if (modules.length === 0) return 0;
  const memberIds = await memberIdsWithCourses(db, app.config.masterEmails, at);
  const starts = await repo.accessStartsOf(db, memberIds);
  let told = 0;
  for (const member of starts) {
    const accessStart = toDate(member.started_at ?? member.created_at)!;
    for (const module of modules) {
      const opened = opensAt(module, accessStart);
      if (opened === null || opened.getTime() > at.getTime() || at.getTime() - opened.getTime() > NOTICE_WINDOW_MS) {
        continue;
      }
      const first = await db.transaction().execute(async (trx) => {
        if (!(await repo.insertNotice(trx, member.user_id, module.id, at))) return false;
        await notify(trx, [member.user_id], {
          kind: 'courses.moduleOpened',
          actorId: null,
          subject: { type: 'courses.module', id: module.id },
          text: 'courses.learning.notifications.moduleOpened',
          params: { module: module.title, course: module.course_title },
          link: `/courses/${module.course_id}`,
          at,
        });
        return true;
      });
      if (first) told += 1;
    }
  }
  return told;
}
