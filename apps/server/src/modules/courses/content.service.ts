import type { CourseContent, courseContentInputSchema, LessonVideo } from '@blivion/shared';
import { foldText } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { fieldError, validationError } from '../../http/app-error.js';
import { existingCourse } from './admin-courses.service.js';
import { toId } from './course-views.js';
import { releaseColumns, releaseOf } from './release/release-rules.js';
import type { LessonValues } from './content.repository.js';
import * as repo from './courses.repository.js';
import * as contentRepo from './content.repository.js';
import * as lessonsRepo from './lessons.repository.js';
import type { Member } from '../../auth/member.js';
import { recordAudit } from '../audit/index.js';
import { findCourseVideo, videoIdsOfCourse } from './videos/course-videos.repository.js';
import { removeUnusedVideos } from './videos/unused-videos.js';
import {
  editorMaterials,
  materialFilesOfCourse,
  removeUnusedMaterials,
  writeCourseMaterials,
} from './materials/materials.service.js';

type ContentInput = z.output<typeof courseContentInputSchema>;

/** The stored columns of a video source. */
function videoColumns(video: LessonVideo): Pick<LessonValues, 'video_kind' | 'video_url' | 'video_file_id'> {
  if (video.kind === 'none') return { video_kind: 'none', video_url: null, video_file_id: null };
  if (video.kind === 'file') return { video_kind: 'file', video_url: null, video_file_id: toId(video.videoId) };
  return { video_kind: video.kind, video_url: video.url, video_file_id: null };
}

/** The editor's video source of stored columns (a row that no longer makes sense is 'none'). */
function editorVideoOf(row: {
  video_kind: string;
  video_url: string | null;
  video_file_id: number | null;
}): CourseContent['modules'][number]['lessons'][number]['video'] {
  const kind = row.video_kind;
  if ((kind === 'youtube' || kind === 'vimeo' || kind === 'url') && row.video_url !== null)
    return { kind, url: row.video_url };
  if (kind === 'file' && row.video_file_id !== null) return { kind: 'file', videoId: String(row.video_file_id) };
  return { kind: 'none' };
}

/** Every uploaded video a lesson names must exist: else the lesson's field says to send it again. */
async function assertVideoFilesExist(db: Transaction<Database>, input: ContentInput): Promise<void> {
  const missing = [];
  for (const [m, module] of input.modules.entries()) {
    for (const [l, lesson] of module.lessons.entries()) {
      if (lesson.video.kind === 'file' && !(await findCourseVideo(db, toId(lesson.video.videoId)))) {
        missing.push(fieldError(`modules.${m}.lessons.${l}.video.videoId`, 'courses.validation.videoFileInvalid'));
      }
    }
  }
  if (missing.length > 0) throw validationError(...missing);
}

/** GET /api/admin/courses/:courseId/content: modules and lessons in order, with the raw Markdown. */
export async function getContent(app: FastifyInstance, courseId: number): Promise<CourseContent> {
  await existingCourse(app, courseId);
  const db = app.database.db;
  const [modules, lessons] = await Promise.all([
    lessonsRepo.listModules(db, courseId),
    lessonsRepo.listLessons(db, courseId),
  ]);
  const materials = await editorMaterials(
    app,
    lessons.map((lesson) => lesson.id),
  );
  return {
    courseId: String(courseId),
    modules: modules.map((module) => ({
      id: String(module.id),
      title: module.title,
      release: releaseOf(module),
      lessons: lessons
        .filter((lesson) => lesson.module_id === module.id)
        .map((lesson) => ({
          id: String(lesson.id),
          title: lesson.title,
          descriptionMd: lesson.description_md,
          video: editorVideoOf(lesson),
          durationSeconds: lesson.duration_seconds,
          materials: materials.get(lesson.id) ?? [],
        })),
    })),
  };
}

/**
 * PUT /api/admin/courses/:courseId/content: the whole content in one transaction. Modules and
 * lessons sent with an id keep their rows (and so everyone's progress on a lesson, even moved to
 * another module); those left out are deleted with their progress; those without an id are
 * created. An id that is not this course's (another course's, or deleted meanwhile in another
 * window) refuses the whole save. Any failure rolls everything back: the old content stays.
 * Once it has committed, the uploaded videos and material files its lessons stopped using are removed.
 */
export async function saveContent(
  app: FastifyInstance,
  actor: Member,
  courseId: number,
  input: ContentInput,
): Promise<CourseContent> {
  const course = await existingCourse(app, courseId);
  const keptModules = input.modules.flatMap((module) => (module.id ? [toId(module.id)] : []));
  const keptLessons = input.modules.flatMap((module) =>
    module.lessons.flatMap((lesson) => (lesson.id ? [toId(lesson.id)] : [])),
  );
  const at = app.clock.now();
  const { videosBefore, materialsBefore } = await app.database.db.transaction().execute(async (trx) => {
    // Writing the course row first holds its lock (PostgreSQL): two saves of one course run one after the other.
    await repo.updateCourse(trx, courseId, { updated_at: at });
    const [moduleIds, lessonIds, videoIds, materialsBefore] = await Promise.all([
      contentRepo.moduleIdsOf(trx, courseId),
      contentRepo.lessonIdsOf(trx, courseId),
      videoIdsOfCourse(trx, courseId),
      materialFilesOfCourse(trx, courseId),
    ]);
    const ownModules = new Set(moduleIds);
    const ownLessons = new Set(lessonIds);
    if (!keptModules.every((id) => ownModules.has(id)) || !keptLessons.every((id) => ownLessons.has(id))) {
      throw validationError(fieldError('modules', 'courses.validation.contentOutdated'));
    }
    await assertVideoFilesExist(trx, input);
    await contentRepo.deleteLessonsExcept(trx, courseId, keptLessons);
    let lessonCount = 0;
    const writtenModules: number[] = [];
    const written: Parameters<typeof writeCourseMaterials>[2] = [];
    for (const [m, module] of input.modules.entries()) {
      let moduleId: number;
      if (module.id) {
        moduleId = toId(module.id);
        await contentRepo.updateModule(trx, moduleId, module.title, m, releaseColumns(module.release));
      } else {
        moduleId = await contentRepo.insertModule(trx, courseId, module.title, m, releaseColumns(module.release));
      }
      writtenModules.push(moduleId);
      for (const [position, lesson] of module.lessons.entries()) {
        const values: LessonValues = {
          module_id: moduleId,
          course_id: courseId,
          title: lesson.title,
          search_title: foldText(lesson.title),
          description_md: lesson.descriptionMd,
          ...videoColumns(lesson.video),
          duration_seconds: lesson.durationSeconds,
          position,
        };
        let lessonId: number;
        if (lesson.id) {
          lessonId = toId(lesson.id);
          await contentRepo.updateLesson(trx, lessonId, values);
        } else lessonId = await contentRepo.insertLesson(trx, values, at);
        written.push({ path: `modules.${m}.lessons.${position}`, lessonId, materials: lesson.materials });
        lessonCount += 1;
      }
    }
    await writeCourseMaterials(trx, courseId, written);
    // Only now: a lesson kept may have been in a module left out, and has moved.
    await contentRepo.deleteModulesExcept(trx, courseId, writtenModules);
    await repo.updateCourse(trx, courseId, {
      module_count: input.modules.length,
      lesson_count: lessonCount,
    });
    const details = {
      courseId,
      title: course.title,
      before: { modules: moduleIds.length, lessons: lessonIds.length },
      after: { modules: input.modules.length, lessons: lessonCount },
      removedLessons: lessonIds.length - keptLessons.length,
    };
    await recordAudit(trx, { actor, action: 'course.content', details, at });
    return { videosBefore: videoIds, materialsBefore };
  });
  await removeUnusedVideos(app, videosBefore);
  await removeUnusedMaterials(app, materialsBefore);
  return getContent(app, courseId);
}
