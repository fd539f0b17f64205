import { z } from 'zod';
import { editorMaterialSchema, playerMaterialSchema } from './courses-materials.js';
import { courseCategorySchema } from './courses.js';
import { moduleReleaseSchema } from './courses-release.js';

/** The courses module's responses (issue 14, /work/team/COURSES-CONTRACT.md). Ids are decimal strings. */

/** A lesson's video as the player plays it; an uploaded file comes with the address it is served from. */
export const playerVideoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('youtube'), url: z.string() }),
  z.object({ kind: z.literal('vimeo'), url: z.string() }),
  z.object({ kind: z.literal('url'), url: z.string() }),
  /** `url` is GET /api/course-videos/:videoId (HTTP ranges). */
  z.object({ kind: z.literal('file'), videoId: z.string(), url: z.string() }),
]);
export type PlayerVideo = z.infer<typeof playerVideoSchema>;

/** What every view of a course names it by. */
const courseHeadSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: courseCategorySchema,
  /** '/uploads/<name>' of the thumbnail image; null for the card's placeholder. */
  thumbnailUrl: z.string().nullable(),
});

/** The member's completed lessons of a course (or a module) and the percent, 0 to 100. */
const progressCountsSchema = z.object({
  completedCount: z.number().int(),
  lessonCount: z.number().int(),
  /** Whole percent of the lessons completed, rounded down (100 only when all are). */
  progressPercent: z.number().int(),
});

/** A catalogue card: the course and the signed-in member's own progress on it. */
export const courseCardSchema = courseHeadSchema.extend({
  description: z.string(),
  moduleCount: z.number().int(),
  lessonCount: z.number().int(),
  completedCount: z.number().int(),
  progressPercent: z.number().int(),
  /** The level needed to open it (1: none), and whether the member has it (staff always do). */
  minLevel: z.number().int(),
  levelReached: z.boolean(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

export const courseCataloguePageSchema = z.object({
  items: z.array(courseCardSchema),
  /** Opaque position after the last item; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CourseCataloguePage = z.infer<typeof courseCataloguePageSchema>;

export const playerLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  durationSeconds: z.number().int(),
  video: playerVideoSchema,
  /** Safe HTML rendered by the server from the lesson's Markdown; '' when it has none. */
  descriptionHtml: z.string(),
  completed: z.boolean(),
  /** Where the member stopped (0 when never watched). */
  positionSeconds: z.number().int(),
  /** 'Materiais da aula' in order (decision 0088). */
  materials: z.array(playerMaterialSchema),
  /** Its module has not opened for the member yet: no video, description or materials are sent (decision 0089). */
  locked: z.boolean(),
});
export type PlayerLesson = z.infer<typeof playerLessonSchema>;

export const playerModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  lessons: z.array(playerLessonSchema),
  /** '0/9 concluídos'. */
  completedCount: z.number().int(),
  lessonCount: z.number().int(),
  /** ISO 8601: when the module opens for the member ('Disponível em 12/12'); null once it is open. */
  availableAt: z.string().nullable(),
});
export type PlayerModule = z.infer<typeof playerModuleSchema>;

/** GET /api/courses/:courseId/player. */
export const coursePlayerSchema = z.object({
  course: courseHeadSchema.extend({
    description: z.string(),
    /** False only for admins previewing an inactive course (members get 404). */
    isActive: z.boolean(),
  }),
  modules: z.array(playerModuleSchema),
  completedCount: z.number().int(),
  lessonCount: z.number().int(),
  /** Whole percent, 0 to 100. */
  totalProgress: z.number().int(),
  /** The lesson to open: the last one watched, else the first not completed, else the first; null without lessons. */
  resumeLessonId: z.string().nullable(),
});
export type CoursePlayer = z.infer<typeof coursePlayerSchema>;

export const lessonPositionResponseSchema = z.object({
  lessonId: z.string(),
  positionSeconds: z.number().int(),
  secondsWatched: z.number().int(),
});
export type LessonPositionResponse = z.infer<typeof lessonPositionResponseSchema>;

/** PUT and DELETE /api/lessons/:lessonId/completion: the progress the player shows at once. */
export const lessonCompletionResponseSchema = z.object({
  lessonId: z.string(),
  completed: z.boolean(),
  module: z.object({ id: z.string(), completedCount: z.number().int(), lessonCount: z.number().int() }),
  course: progressCountsSchema.extend({ id: z.string() }),
  /** The lesson after this one in the course's order; null after the last. */
  nextLessonId: z.string().nullable(),
});
export type LessonCompletionResponse = z.infer<typeof lessonCompletionResponseSchema>;

/** POST /api/lessons/:lessonId/questions-topic: the lesson's 'Dúvidas da aula' forum topic. */
export const lessonQuestionsTopicSchema = z.object({ topicId: z.string() });
export type LessonQuestionsTopic = z.infer<typeof lessonQuestionsTopicSchema>;

/** GET /api/courses/in-progress: the dashboard's 'Continuar assistindo', most recently studied first. */
export const coursesInProgressSchema = z.object({
  items: z.array(
    progressCountsSchema.extend({
      course: courseHeadSchema,
      /** 'Continuar' opens /courses/:courseId/lessons/:resumeLessonId. */
      resumeLessonId: z.string().nullable(),
      /**
       * The lesson 'Continuar assistindo' opens (always one open to the member) and where the player
       * resumes it, in seconds, as the player does (0 when never played); null with resumeLessonId.
       */
      resumeLesson: z
        .object({ title: z.string(), positionSeconds: z.number().int(), durationSeconds: z.number().int() })
        .nullable(),
      lastStudiedAt: z.string(),
    }),
  ),
  /**
   * With nothing in progress, where to start: the first course of the catalogue the member can
   * open that has a lesson open to them, and that lesson (decision 0139); null when there is none.
   */
  startHere: z
    .object({
      course: courseHeadSchema,
      lessonId: z.string(),
      lessonTitle: z.string(),
      lessonCount: z.number().int(),
    })
    .nullable(),
});
export type CoursesInProgress = z.infer<typeof coursesInProgressSchema>;

/** A row of the admin table (Título, Categoria, Status, Módulos, Aulas, Ações). */
export const adminCourseSchema = courseHeadSchema.extend({
  description: z.string(),
  isActive: z.boolean(),
  moduleCount: z.number().int(),
  lessonCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** First activation; null while never published. */
  publishedAt: z.string().nullable(),
  /** Certificates of completion (decision 0087): issued or not, and the text above the name ('' = default). */
  certificateEnabled: z.boolean(),
  certificateText: z.string(),
  /** The level a member needs to open it; 1 for every member with access. */
  minLevel: z.number().int(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

export const adminCoursePageSchema = z.object({ items: z.array(adminCourseSchema), nextCursor: z.string().nullable() });
export type AdminCoursePage = z.infer<typeof adminCoursePageSchema>;

/** A lesson's video as the editor edits it (the request's shape, ids as strings). */
export const editorVideoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('youtube'), url: z.string() }),
  z.object({ kind: z.literal('vimeo'), url: z.string() }),
  z.object({ kind: z.literal('url'), url: z.string() }),
  z.object({ kind: z.literal('file'), videoId: z.string() }),
]);

/** GET and PUT /api/admin/courses/:courseId/content: the content editor's data (raw Markdown). */
export const courseContentSchema = z.object({
  courseId: z.string(),
  modules: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      release: moduleReleaseSchema,
      lessons: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          descriptionMd: z.string(),
          video: editorVideoSchema,
          durationSeconds: z.number().int(),
          materials: z.array(editorMaterialSchema),
        }),
      ),
    }),
  ),
});
export type CourseContent = z.infer<typeof courseContentSchema>;

/** POST /api/admin/course-videos: the stored file, to put in a lesson as {kind:'file', videoId}. */
export const courseVideoUploadSchema = z.object({
  videoId: z.string(),
  durationSeconds: z.number().int().nullable(),
  sizeBytes: z.number().int(),
  mimeType: z.enum(['video/mp4', 'video/webm']),
});
export type CourseVideoUpload = z.infer<typeof courseVideoUploadSchema>;

export const courseThumbnailResponseSchema = z.object({ thumbnailUrl: z.string().nullable() });
export type CourseThumbnailResponse = z.infer<typeof courseThumbnailResponseSchema>;
