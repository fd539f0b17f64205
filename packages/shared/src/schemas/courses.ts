import { z } from 'zod';
import { FORUM_LEVEL_COUNT } from '../forum-levels.js';
import {
  COURSE_DESCRIPTION_MAX,
  COURSE_LESSON_DESCRIPTION_MAX,
  COURSE_LESSON_DURATION_MAX_SECONDS,
  COURSE_LESSON_TITLE_MAX,
  COURSE_LESSONS_MAX,
  COURSE_MODULE_TITLE_MAX,
  COURSE_MATERIALS_PER_LESSON_MAX,
  COURSE_MODULES_MAX,
  COURSE_PAGE_MAX,
  COURSE_PAGE_SIZE,
  COURSE_SEARCH_MAX_LENGTH,
  COURSE_TITLE_MAX,
  COURSE_VIDEO_URL_MAX,
  COURSE_WATCH_DELTA_MAX_SECONDS,
} from '../limits.js';
import { httpsUrlOf, vimeoVideoIdOf, youtubeVideoIdOf } from '../video-links.js';
import { certificateTextField } from './courses-certificates.js';
import { lessonMaterialInputSchema } from './courses-materials.js';
import { moduleReleaseSchema } from './courses-release.js';
import { recordIdField, textField } from './fields.js';

/**
 * The courses module's requests (issue 14, /work/team/COURSES-CONTRACT.md). Messages are catalogue
 * keys of the section `courses` (mostly `courses.validation.*`).
 */

/** The six categories of the specification; their labels are `courses.categories.<key>`. */
export const COURSE_CATEGORIES = [
  'marketing',
  'dropshipping',
  'ecommerce',
  'socialmedia',
  'languages',
  'other',
] as const;
export const courseCategorySchema = z.enum(COURSE_CATEGORIES, { error: 'courses.validation.categoryRequired' });
export type CourseCategory = z.infer<typeof courseCategorySchema>;

export const courseIdParamsSchema = z.object({ courseId: recordIdField('courses.validation.idInvalid') });
export const lessonIdParamsSchema = z.object({ lessonId: recordIdField('courses.validation.idInvalid') });
export const courseVideoIdParamsSchema = z.object({ videoId: recordIdField('courses.validation.idInvalid') });

function videoUrlField(check: (url: string) => boolean) {
  return textField('courses.validation.invalidVideoUrl')
    .trim()
    .max(COURSE_VIDEO_URL_MAX, 'courses.validation.invalidVideoUrl')
    .refine(check, 'courses.validation.invalidVideoUrl');
}

/**
 * A lesson's video source: none ('Nenhum vídeo disponível'), a YouTube or Vimeo link, a direct
 * https URL of a video file, or a file uploaded to the server (POST /api/admin/course-videos).
 */
export const lessonVideoSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({ kind: z.literal('youtube'), url: videoUrlField((url) => youtubeVideoIdOf(url) !== null) }),
    z.strictObject({ kind: z.literal('vimeo'), url: videoUrlField((url) => vimeoVideoIdOf(url) !== null) }),
    z.strictObject({ kind: z.literal('url'), url: videoUrlField((url) => httpsUrlOf(url) !== null) }),
    z.strictObject({ kind: z.literal('file'), videoId: recordIdField('courses.validation.videoFileInvalid') }),
  ],
  { error: 'courses.validation.invalidVideoUrl' },
);
export type LessonVideo = z.output<typeof lessonVideoSchema>;
export type LessonVideoInput = z.input<typeof lessonVideoSchema>;
export type LessonVideoKind = LessonVideo['kind'];

export const courseTitleField = textField('courses.validation.titleRequired')
  .trim()
  .min(1, 'courses.validation.titleRequired')
  .max(COURSE_TITLE_MAX, 'courses.validation.titleTooLong');
export const courseDescriptionField = textField('courses.validation.descriptionRequired')
  .trim()
  .min(1, 'courses.validation.descriptionRequired')
  .max(COURSE_DESCRIPTION_MAX, 'courses.validation.descriptionTooLong');

/**
 * The level a member needs to open the course (decision 0126): 1 (every member with access) to
 * FORUM_LEVEL_COUNT, the community levels of the forum's ranking.
 */
export const courseMinLevelField = z
  .number({ error: 'courses.validation.minLevelInvalid' })
  .int('courses.validation.minLevelInvalid')
  .min(1, 'courses.validation.minLevelInvalid')
  .max(FORUM_LEVEL_COUNT, 'courses.validation.minLevelInvalid');

/** 'Criar Curso': title, description, category (the thumbnail is sent next, to PUT .../thumbnail). */
export const createCourseSchema = z.strictObject({
  title: courseTitleField,
  description: courseDescriptionField,
  category: courseCategorySchema,
  minLevel: courseMinLevelField.optional(),
  /** Whether completing the course issues a certificate (decision 0087); true unless told. */
  certificateEnabled: z.boolean({ error: 'validation.invalidValue' }).optional(),
  certificateText: certificateTextField.optional(),
});
export type CreateCourseInput = z.input<typeof createCourseSchema>;

/** 'Editar Curso': any of its fields. */
export const updateCourseSchema = z
  .strictObject({
    title: courseTitleField.optional(),
    description: courseDescriptionField.optional(),
    category: courseCategorySchema.optional(),
    minLevel: courseMinLevelField.optional(),
    certificateEnabled: z.boolean({ error: 'validation.invalidValue' }).optional(),
    certificateText: certificateTextField.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'courses.validation.nothingToChange');
export type UpdateCourseInput = z.input<typeof updateCourseSchema>;

export const courseStatusSchema = z.strictObject({
  isActive: z.boolean({ error: 'validation.invalidValue' }),
});
export type CourseStatusInput = z.input<typeof courseStatusSchema>;

/** A duration or a position in whole seconds (the editor shows mm:ss). */
const secondsField = (key: string) =>
  z.number({ error: key }).int(key).min(0, key).max(COURSE_LESSON_DURATION_MAX_SECONDS, key);

export const courseLessonInputSchema = z.strictObject({
  /** The lesson's id to keep it (and everyone's progress on it); null or absent for a new lesson. */
  id: recordIdField('courses.validation.idInvalid').nullable().optional(),
  title: textField('courses.validation.lessonTitleRequired')
    .trim()
    .min(1, 'courses.validation.lessonTitleRequired')
    .max(COURSE_LESSON_TITLE_MAX, 'courses.validation.lessonTitleTooLong'),
  /** Markdown, as typed; empty shows 'Nenhuma descrição encontrada'. */
  descriptionMd: textField()
    .max(COURSE_LESSON_DESCRIPTION_MAX, 'courses.validation.lessonDescriptionTooLong')
    .default(''),
  video: lessonVideoSchema.default({ kind: 'none' }),
  durationSeconds: secondsField('courses.validation.invalidDuration').default(0),
  /** 'Materiais da aula' in order (decision 0088). */
  materials: z
    .array(lessonMaterialInputSchema, { error: 'validation.invalidValue' })
    .max(COURSE_MATERIALS_PER_LESSON_MAX, 'courses.learning.validation.tooManyMaterials')
    .default([]),
});
export type CourseLessonInput = z.input<typeof courseLessonInputSchema>;

export const courseModuleInputSchema = z.strictObject({
  id: recordIdField('courses.validation.idInvalid').nullable().optional(),
  title: textField('courses.validation.moduleTitleRequired')
    .trim()
    .min(1, 'courses.validation.moduleTitleRequired')
    .max(COURSE_MODULE_TITLE_MAX, 'courses.validation.moduleTitleTooLong'),
  lessons: z
    .array(courseLessonInputSchema, { error: 'validation.invalidValue' })
    .max(COURSE_LESSONS_MAX, 'courses.validation.tooManyLessons'),
  /** 'Liberação programada' (decision 0089); at once unless told. */
  release: moduleReleaseSchema.default({ kind: 'immediate' }),
});
export type CourseModuleInput = z.input<typeof courseModuleInputSchema>;

/**
 * 'Editar Conteúdo do Curso' saves the whole content in order: ids kept keep their rows and
 * progress, missing ones are deleted, new ones created. Specification section 5: at least one
 * module; every module at least one lesson (one message for one such module, another for several).
 */
export const courseContentInputSchema = z
  .strictObject({
    modules: z
      .array(courseModuleInputSchema, { error: 'courses.validation.atLeastOneModule' })
      .min(1, 'courses.validation.atLeastOneModule')
      .max(COURSE_MODULES_MAX, 'courses.validation.tooManyModules'),
  })
  .superRefine((content, ctx) => {
    const empty = content.modules.flatMap((module, index) => (module.lessons.length === 0 ? [index] : []));
    if (empty.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          empty.length === 1 ? 'courses.validation.moduleWithoutLessons' : 'courses.validation.modulesWithoutLessons',
        path: ['modules'],
      });
    }
    const lessons = content.modules.reduce((total, module) => total + module.lessons.length, 0);
    if (lessons > COURSE_LESSONS_MAX) {
      ctx.addIssue({ code: 'custom', message: 'courses.validation.tooManyLessons', path: ['modules'] });
    }
    const moduleIds = content.modules.flatMap((module) => (module.id ? [module.id] : []));
    const lessonIds = content.modules.flatMap((module) =>
      module.lessons.flatMap((lesson) => (lesson.id ? [lesson.id] : [])),
    );
    if (new Set(moduleIds).size !== moduleIds.length || new Set(lessonIds).size !== lessonIds.length) {
      ctx.addIssue({ code: 'custom', message: 'courses.validation.contentOutdated', path: ['modules'] });
    }
  });
export type CourseContentInput = z.input<typeof courseContentInputSchema>;

/** The player's report while watching (about every 10 s) and on leaving (keepalive). */
export const lessonPositionSchema = z.strictObject({
  positionSeconds: secondsField('validation.invalidValue'),
  secondsWatchedDelta: z
    .number({ error: 'validation.invalidValue' })
    .int('validation.invalidValue')
    .min(0, 'validation.invalidValue')
    .max(COURSE_WATCH_DELTA_MAX_SECONDS, 'validation.invalidValue')
    .default(0),
});
export type LessonPositionInput = z.input<typeof lessonPositionSchema>;

const cursorField = textField().max(512, 'validation.cursorInvalid').optional();
const pageLimit = z.coerce.number().int().min(1).max(COURSE_PAGE_MAX).default(COURSE_PAGE_SIZE);

/** GET /api/courses: active courses by their order, filtered by the title search (accents and case ignored). */
export const courseCatalogueQuerySchema = z.object({
  search: textField()
    .trim()
    .max(COURSE_SEARCH_MAX_LENGTH, 'courses.validation.searchTooLong')
    .optional()
    .transform((search) => (search === '' ? undefined : search)),
  cursor: cursorField,
  limit: pageLimit,
});
export type CourseCatalogueQuery = z.input<typeof courseCatalogueQuerySchema>;

/** GET /api/admin/courses: every course, by the same order. */
export const adminCourseListQuerySchema = z.object({ cursor: cursorField, limit: pageLimit });
export type AdminCourseListQuery = z.input<typeof adminCourseListQuerySchema>;
