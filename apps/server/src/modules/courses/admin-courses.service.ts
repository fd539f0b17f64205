import type {
  AdminCourse,
  AdminCoursePage,
  adminCourseListQuerySchema,
  CourseThumbnailResponse,
  createCourseSchema,
  updateCourseSchema,
} from '@blivion/shared';
import { foldText } from '@blivion/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { toIso } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { decodeCursor, pageOf } from '../../http/keyset-cursor.js';
import type { Member } from '../../auth/member.js';
import { recordAudit } from '../audit/index.js';
import { receiveImage, releaseUpload } from '../uploads/index.js';
import { memberIdsWithCourses } from '../accounts/index.js';
import { notify, withdrawAbout } from '../notifications/index.js';
import { certificateFilesOfCourse } from './certificates/certificates.service.js';
import { courseHead } from './course-views.js';
import { materialFilesOfCourse, removeUnusedMaterials } from './materials/materials.service.js';
import type { CourseRow } from './courses.repository.js';
import * as repo from './courses.repository.js';
import { videoIdsOfCourse } from './videos/course-videos.repository.js';
import { removeUnusedVideos } from './videos/unused-videos.js';

type ListQuery = z.output<typeof adminCourseListQuerySchema>;
type CreateInput = z.output<typeof createCourseSchema>;
type UpdateInput = z.output<typeof updateCourseSchema>;

/** What the 'new course' notification is about; withdrawn when the course is deleted. */
const COURSE_SUBJECT = 'courses.course';

export function adminView(row: CourseRow): AdminCourse {
  return {
    ...courseHead(row),
    description: row.description,
    isActive: Boolean(row.is_active),
    moduleCount: row.module_count,
    lessonCount: row.lesson_count,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    publishedAt: row.published_at === null ? null : toIso(row.published_at),
    certificateEnabled: Boolean(row.certificate_enabled),
    certificateText: row.certificate_text,
    minLevel: row.min_level,
  };
}

export async function existingCourse(app: FastifyInstance, courseId: number): Promise<CourseRow> {
  const course = await repo.findCourse(app.database.db, courseId);
  if (!course) throw new AppError('COURSE_NOT_FOUND');
  return course;
}

/** GET /api/admin/courses: every course, active or not, in the catalogue's order. */
export async function adminList(app: FastifyInstance, query: ListQuery): Promise<AdminCoursePage> {
  const rows = await repo.listCourses(app.database.db, {
    activeOnly: false,
    search: null,
    after: decodeCursor(query.cursor, ['integer', 'integer'] as const),
    limit: query.limit + 1,
  });
  const page = pageOf(rows, query.limit, (row) => [row.position, row.id]);
  return { items: page.items.map(adminView), nextCursor: page.nextCursor };
}

/** 'Criar Curso': a new course is inactive and last in the order, until the admin gives it content and activates it. */
export async function createCourse(app: FastifyInstance, actor: Member, input: CreateInput): Promise<AdminCourse> {
  const at = app.clock.now();
  const id = await app.database.db.transaction().execute(async (trx) => {
    const courseId = await repo.insertCourse(trx, {
      title: input.title,
      search_title: foldText(input.title),
      description: input.description,
      category: input.category,
      is_active: false,
      published_at: null,
      certificate_enabled: input.certificateEnabled ?? true,
      certificate_text: input.certificateText ?? '',
      min_level: input.minLevel ?? 1,
      created_at: at,
      updated_at: at,
    });
    const details = { courseId, title: input.title, after: { category: input.category } };
    await recordAudit(trx, { actor, action: 'course.create', details, at });
    return courseId;
  });
  return adminView(await existingCourse(app, id));
}

/** 'Editar Curso'; the audit entry keeps the fields changed, before and after. */
export async function updateCourse(
  app: FastifyInstance,
  actor: Member,
  courseId: number,
  input: UpdateInput,
): Promise<AdminCourse> {
  const course = await existingCourse(app, courseId);
  const at = app.clock.now();
  const fields = (['title', 'description', 'category'] as const).filter(
    (field) => input[field] !== undefined && input[field] !== course[field],
  );
  const level = input.minLevel === undefined || input.minLevel === course.min_level ? null : input.minLevel;
  const certificate = {
    ...(input.certificateEnabled === undefined ? {} : { certificate_enabled: input.certificateEnabled }),
    ...(input.certificateText === undefined ? {} : { certificate_text: input.certificateText }),
  };
  const certificateBefore = {
    ...(input.certificateEnabled === undefined ? {} : { certificateEnabled: Boolean(course.certificate_enabled) }),
    ...(input.certificateText === undefined ? {} : { certificateText: course.certificate_text }),
  };
  await app.database.db.transaction().execute(async (trx) => {
    await repo.updateCourse(trx, courseId, {
      ...(input.title === undefined ? {} : { title: input.title, search_title: foldText(input.title) }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.category === undefined ? {} : { category: input.category }),
      ...certificate,
      ...(level === null ? {} : { min_level: level }),
      updated_at: at,
    });
    const details = {
      courseId,
      title: input.title ?? course.title,
      before: {
        ...Object.fromEntries(fields.map((field) => [field, course[field]])),
        ...certificateBefore,
        ...(level === null ? {} : { minLevel: course.min_level }),
      },
      after: {
        ...Object.fromEntries(fields.map((field) => [field, input[field]])),
        ...(input.certificateEnabled === undefined ? {} : { certificateEnabled: input.certificateEnabled }),
        ...(input.certificateText === undefined ? {} : { certificateText: input.certificateText }),
        ...(level === null ? {} : { minLevel: level }),
      },
    };
    await recordAudit(trx, { actor, action: 'course.update', details, at });
  });
  return adminView(await existingCourse(app, courseId));
}

/** 'Ativo' / 'Inativo'. The first activation is the publication (published_at). */
export async function setCourseStatus(
  app: FastifyInstance,
  actor: Member,
  courseId: number,
  isActive: boolean,
): Promise<AdminCourse> {
  const course = await existingCourse(app, courseId);
  const at = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    await repo.setCourseActive(trx, courseId, isActive, at);
    // The first activation is news for every member who may open it (decision 0032), once.
    if (isActive && course.published_at === null) {
      await notify(trx, await memberIdsWithCourses(trx, app.config.masterEmails, at), {
        kind: 'courses.published',
        actorId: null,
        subject: { type: COURSE_SUBJECT, id: courseId },
        text: 'courses.notifications.published',
        params: { course: course.title },
        link: `/courses/${courseId}`,
        at,
      });
    }
    const details = {
      courseId,
      title: course.title,
      before: { active: Boolean(course.is_active) },
      after: { active: isActive },
    };
    await recordAudit(trx, { actor, action: 'course.status', details, at });
  });
  return adminView(await existingCourse(app, courseId));
}

/**
 * Deletes the course with its modules, lessons and every member's progress on it; its certificates
 * stay, revoked (decision 0087). Then its thumbnail file, the certificates' PDFs and the uploaded
 * videos and material files no other lesson uses.
 */
export async function deleteCourse(app: FastifyInstance, actor: Member, courseId: number): Promise<void> {
  const course = await existingCourse(app, courseId);
  const at = app.clock.now();
  const certificateFiles = await certificateFilesOfCourse(app, courseId);
  const { videoIds, materialIds } = await app.database.db.transaction().execute(async (trx) => {
    const used = await videoIdsOfCourse(trx, courseId);
    const materials = await materialFilesOfCourse(trx, courseId);
    await repo.deleteCourse(trx, courseId);
    await withdrawAbout(trx, COURSE_SUBJECT, [courseId]);
    const before = { category: course.category, modules: course.module_count, lessons: course.lesson_count };
    await recordAudit(trx, { actor, action: 'course.delete', details: { courseId, title: course.title, before }, at });
    return { videoIds: used, materialIds: materials };
  });
  await releaseUpload(app, course.thumbnail_url);
  await removeUnusedMaterials(app, materialIds);
  for (const name of certificateFiles) await app.storage.delete(name);
  await removeUnusedVideos(app, videoIds);
}

/** PUT (an image checked by its content, like the logos) and DELETE of the course's thumbnail. */
export async function setThumbnail(
  app: FastifyInstance,
  request: FastifyRequest | null,
  courseId: number,
): Promise<CourseThumbnailResponse> {
  const course = await existingCourse(app, courseId);
  const thumbnailUrl = request ? await receiveImage(request) : null;
  await repo.updateCourse(app.database.db, courseId, { thumbnail_url: thumbnailUrl, updated_at: app.clock.now() });
  if (course.thumbnail_url !== thumbnailUrl) await releaseUpload(app, course.thumbnail_url);
  return { thumbnailUrl };
}
