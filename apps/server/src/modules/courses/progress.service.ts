import type { LessonCompletionResponse, LessonPositionResponse, lessonPositionSchema } from '@blivion/shared';
import { isStaff } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Member } from '../../auth/member.js';
import { AppError } from '../../http/app-error.js';
import { recordLessonCompleted } from '../forum/index.js';
import { issueCertificateIfCompleted } from './certificates/certificates.service.js';
import { percentOf } from './course-views.js';
import { assertLevelReached } from './level-gate.js';
import { assertModuleOpen } from './release/release.service.js';
import * as lessonsRepo from './lessons.repository.js';
import * as progressRepo from './progress.repository.js';

type PositionInput = z.output<typeof lessonPositionSchema>;

/**
 * A lesson the member may study: of an active course whose level they reached (else 403
 * COURSE_LEVEL_REQUIRED, decision 0126) and whose module has opened for them (else 403
 * LESSON_LOCKED, decision 0089), or of any course for admins and master (preview).
 */
export async function studiableLesson(app: FastifyInstance, member: Member, lessonId: number) {
  const lesson = await lessonsRepo.findLesson(app.database.db, lessonId);
  if (!lesson || (!lesson.is_active && !isStaff(member.role))) throw new AppError('LESSON_NOT_FOUND');
  await assertLevelReached(app, member, lesson.min_level);
  await assertModuleOpen(app, member, lesson);
  return lesson;
}

/** PUT /api/lessons/:lessonId/position: the member's own position and seconds watched. */
export async function savePosition(
  app: FastifyInstance,
  member: Member,
  lessonId: number,
  input: PositionInput,
): Promise<LessonPositionResponse> {
  const lesson = await studiableLesson(app, member, lessonId);
  const saved = await progressRepo.savePosition(app.database.db, {
    userId: member.id,
    lessonId,
    courseId: lesson.course_id,
    positionSeconds: input.positionSeconds,
    delta: input.secondsWatchedDelta,
    at: app.clock.now(),
  });
  return {
    lessonId: String(lessonId),
    positionSeconds: Number(saved.position_seconds),
    secondsWatched: Number(saved.seconds_watched),
  };
}

/** PUT and DELETE /api/lessons/:lessonId/completion: then the module's and the course's progress, and the next lesson. */
export async function setCompletion(
  app: FastifyInstance,
  member: Member,
  lessonId: number,
  completed: boolean,
): Promise<LessonCompletionResponse> {
  const lesson = await studiableLesson(app, member, lessonId);
  const db = app.database.db;
  const at = app.clock.now();
  if (completed) {
    // The forum ranking counts the lesson once per member, with the completion (decision 0032).
    await db.transaction().execute(async (trx) => {
      await progressRepo.markCompleted(trx, { userId: member.id, lessonId, courseId: lesson.course_id, at });
      await recordLessonCompleted(trx, { userId: member.id, lessonId, at });
    });
    // After the commit, so that of two last lessons completed at once the later check sees both.
    await issueCertificateIfCompleted(app, member.id, lesson.course_id);
  } else await progressRepo.markNotCompleted(db, member.id, lessonId, at);

  const [order, progress] = await Promise.all([
    lessonsRepo.lessonOrder(db, lesson.course_id),
    progressRepo.progressOnCourse(db, member.id, lesson.course_id),
  ]);
  const done = new Set(progress.filter((row) => row.completed_at !== null).map((row) => row.lesson_id));
  const inModule = order.filter((row) => row.module_id === lesson.module_id);
  const courseCompleted = order.filter((row) => done.has(row.id)).length;
  const index = order.findIndex((row) => row.id === lessonId);
  const next = index === -1 ? undefined : order[index + 1];
  return {
    lessonId: String(lessonId),
    completed,
    module: {
      id: String(lesson.module_id),
      completedCount: inModule.filter((row) => done.has(row.id)).length,
      lessonCount: inModule.length,
    },
    course: {
      id: String(lesson.course_id),
      completedCount: courseCompleted,
      lessonCount: order.length,
      progressPercent: percentOf(courseCompleted, order.length),
    },
    nextLessonId: next ? String(next.id) : null,
  };
}
