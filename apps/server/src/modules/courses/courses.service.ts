import type {
  CourseCard,
  CourseCataloguePage,
  CoursePlayer,
  CoursesInProgress,
  courseCatalogueQuerySchema,
} from '@blivion/shared';
import type { SiteSearchHit } from '@blivion/shared';
import { COURSES_IN_PROGRESS_MAX, foldText, isStaff, translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Member } from '../../auth/member.js';
import { toIso } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { decodeCursor, pageOf } from '../../http/keyset-cursor.js';
import { renderMarkdown } from '../../markdown/render.js';
import { categoryOf, courseHead, percentOf, playerVideoOf } from './course-views.js';
import type { CourseRow } from './courses.repository.js';
import type { LessonRow } from './lessons.repository.js';
import type { ProgressRow } from './progress.repository.js';
import * as repo from './courses.repository.js';
import * as lessonsRepo from './lessons.repository.js';
import * as progressRepo from './progress.repository.js';
import { playerMaterials } from './materials/materials.service.js';
import { startHere } from './start-here.js';
import { lockedUntil } from './release/release-rules.js';
import { releaseViewer } from './release/release.service.js';
import { assertLevelReached, viewerLevel } from './level-gate.js';

type CatalogueQuery = z.output<typeof courseCatalogueQuerySchema>;

/** The course a member may open: an inactive one is not found, except for admins and master (preview). */
export async function visibleCourse(app: FastifyInstance, member: Member, courseId: number): Promise<CourseRow> {
  const course = await repo.findCourse(app.database.db, courseId);
  if (!course || (!course.is_active && !isStaff(member.role))) throw new AppError('COURSE_NOT_FOUND');
  return course;
}

/** GET /api/courses: the active courses (for admins too), by their order, with the member's progress. */
export async function catalogue(
  app: FastifyInstance,
  member: Member,
  query: CatalogueQuery,
): Promise<CourseCataloguePage> {
  const db = app.database.db;
  const rows = await repo.listCourses(db, {
    activeOnly: true,
    search: query.search === undefined ? null : foldText(query.search),
    after: decodeCursor(query.cursor, ['integer', 'integer'] as const),
    limit: query.limit + 1,
  });
  const page = pageOf(rows, query.limit, (row) => [row.position, row.id]);
  const [completed, level] = await Promise.all([
    progressRepo.completedCounts(
      db,
      member.id,
      page.items.map((row) => row.id),
    ),
    viewerLevel(app, member, page.items),
  ]);
  return {
    items: page.items.map((row) => card(row, completed.get(row.id) ?? 0, level)),
    nextCursor: page.nextCursor,
  };
}

function card(row: CourseRow, completedCount: number, level: number): CourseCard {
  return {
    minLevel: row.min_level,
    levelReached: level >= row.min_level,
    ...courseHead(row),
    description: row.description,
    moduleCount: row.module_count,
    lessonCount: row.lesson_count,
    completedCount,
    progressPercent: percentOf(completedCount, row.lesson_count),
  };
}

/**
 * The lesson a member resumes at: the one they last studied, or the one after it when they
 * completed it last; with no progress, the first lesson not completed, else the first.
 */
export function resumeLessonOf(lessons: readonly { id: number }[], progress: readonly ProgressRow[]): number | null {
  if (lessons.length === 0) return null;
  const latest = progress.reduce<ProgressRow | null>(
    (best, row) => (best === null || toIso(row.updated_at) > toIso(best.updated_at) ? row : best),
    null,
  );
  const index = latest ? lessons.findIndex((lesson) => lesson.id === latest.lesson_id) : -1;
  if (index === -1) {
    const completed = new Set(progress.filter((row) => row.completed_at !== null).map((row) => row.lesson_id));
    return (lessons.find((lesson) => !completed.has(lesson.id)) ?? lessons[0]!).id;
  }
  const next = latest?.completed_at !== null ? lessons[index + 1] : undefined;
  return (next ?? lessons[index]!).id;
}

/**
 * GET /api/courses/:courseId/player: the course, its modules and lessons, and the member's progress.
 * A module not yet open for the member (decision 0089) says when it opens, and its lessons come
 * locked, without video, description or materials; the lesson to resume is an open one. Staff may
 * preview a day as a member who started today (`previewDate`).
 */
export async function player(
  app: FastifyInstance,
  member: Member,
  courseId: number,
  previewDate?: string,
): Promise<CoursePlayer> {
  const db = app.database.db;
  const course = await visibleCourse(app, member, courseId);
  await assertLevelReached(app, member, course.min_level);
  const [modules, lessons, progress, viewer] = await Promise.all([
    lessonsRepo.listModules(db, courseId),
    lessonsRepo.listLessons(db, courseId),
    progressRepo.progressOnCourse(db, member.id, courseId),
    releaseViewer(app, member, previewDate),
  ]);
  const lockedModules = new Map(modules.map((module) => [module.id, lockedUntil(viewer, module)]));
  const openLessons = lessons.filter((lesson) => lockedModules.get(lesson.module_id) === null);
  const byLesson = new Map(progress.map((row) => [row.lesson_id, row]));
  const materials = await playerMaterials(
    app,
    openLessons.map((lesson) => lesson.id),
  );
  const lessonsOf = new Map<number, LessonRow[]>();
  for (const lesson of lessons) lessonsOf.set(lesson.module_id, [...(lessonsOf.get(lesson.module_id) ?? []), lesson]);
  let completedCount = 0;
  const playerModules = modules.map((module) => {
    const until = lockedModules.get(module.id) ?? null;
    const moduleLessons = (lessonsOf.get(module.id) ?? []).map((lesson) => {
      const own = byLesson.get(lesson.id);
      const locked = until !== null;
      return {
        id: String(lesson.id),
        title: lesson.title,
        durationSeconds: lesson.duration_seconds,
        video: locked ? { kind: 'none' as const } : playerVideoOf(lesson),
        descriptionHtml: locked || lesson.description_md.trim() === '' ? '' : renderMarkdown(lesson.description_md),
        completed: own?.completed_at != null,
        positionSeconds: own?.position_seconds ?? 0,
        materials: materials.get(lesson.id) ?? [],
        locked,
      };
    });
    const done = moduleLessons.filter((lesson) => lesson.completed).length;
    completedCount += done;
    return {
      id: String(module.id),
      title: module.title,
      lessons: moduleLessons,
      completedCount: done,
      lessonCount: moduleLessons.length,
      availableAt: until === null ? null : until.toISOString(),
    };
  });
  const resume = resumeLessonOf(openLessons, progress);
  return {
    course: {
      ...courseHead(course),
      description: course.description,
      isActive: Boolean(course.is_active),
    },
    modules: playerModules,
    completedCount,
    lessonCount: lessons.length,
    totalProgress: percentOf(completedCount, lessons.length),
    resumeLessonId: resume === null ? null : String(resume),
  };
}

/**
 * GET /api/courses/in-progress: the dashboard's 'Continuar assistindo'; 'Continuar' only ever opens an
 * open lesson. With nothing in progress, `startHere` names where to begin (start-here.ts).
 */
export async function inProgress(app: FastifyInstance, member: Member): Promise<CoursesInProgress> {
  const db = app.database.db;
  const [rows, viewer] = await Promise.all([
    progressRepo.coursesInProgress(db, member.id, COURSES_IN_PROGRESS_MAX),
    releaseViewer(app, member),
  ]);
  const items = await Promise.all(
    rows.map(async (row) => {
      const [lessons, progress, modules] = await Promise.all([
        lessonsRepo.lessonOrder(db, row.id),
        progressRepo.progressOnCourse(db, member.id, row.id),
        lessonsRepo.listModules(db, row.id),
      ]);
      const open = new Set(modules.filter((module) => lockedUntil(viewer, module) === null).map((module) => module.id));
      const completedCount = Number(row.completed);
      const resume = resumeLessonOf(
        lessons.filter((lesson) => open.has(lesson.module_id)),
        progress,
      );
      const lesson = lessons.find((candidate) => candidate.id === resume);
      const saved = progress.find((candidate) => candidate.lesson_id === resume);
      return {
        course: courseHead(row),
        completedCount,
        lessonCount: row.lesson_count,
        progressPercent: percentOf(completedCount, row.lesson_count),
        resumeLessonId: resume === null ? null : String(resume),
        resumeLesson: lesson
          ? {
              title: lesson.title,
              positionSeconds: Number(saved?.position_seconds ?? 0),
              durationSeconds: lesson.duration_seconds,
            }
          : null,
        lastStudiedAt: toIso(row.last_studied_at as string | Date),
      };
    }),
  );
  return { items, startHere: items.length === 0 ? await startHere(app, member) : null };
}

/** The landing's 'premium courses' counter: the active courses. */
export async function activeCourseCount(app: FastifyInstance): Promise<number> {
  return repo.countActiveCourses(app.database.db);
}

/**
 * The top bar's courses and lessons (decision 0032), for members with the courses permission (none
 * otherwise): active courses whose title holds every word of the query, accents and case aside,
 * the category under the title; and lessons of active courses whose title holds them all, the
 * course's title under the lesson's. At most `limit` of each.
 */
export async function searchCoursesForSite(
  app: FastifyInstance,
  member: Member,
  q: string,
  limit: number,
): Promise<{ courses: SiteSearchHit[]; lessons: SiteSearchHit[] }> {
  const terms = foldText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0)
    .slice(0, 8);
  if (!member.permissions.courses || terms.length === 0) return { courses: [], lessons: [] };
  const db = app.database.db;
  const [courses, lessons] = await Promise.all([
    repo.findActiveCoursesByTitle(db, terms, limit),
    lessonsRepo.findActiveLessonsByTitle(db, terms, limit),
  ]);
  return {
    courses: courses.map((row) => ({
      id: String(row.id),
      title: row.title,
      detail: translate(`courses.categories.${categoryOf(row.category)}`),
      link: `/courses/${row.id}`,
    })),
    lessons: lessons.map((row) => ({
      id: String(row.id),
      title: row.title,
      detail: row.course_title,
      link: `/courses/${row.course_id}/lessons/${row.id}`,
    })),
  };
}
