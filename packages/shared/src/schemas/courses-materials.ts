import { z } from 'zod';
import { COURSE_MATERIAL_LABEL_MAX, COURSE_MATERIAL_URL_MAX } from '../limits.js';
import { httpsUrlOf } from '../video-links.js';
import { recordIdField, textField } from './fields.js';

/**
 * Lesson materials ('Materiais da aula', issue 32, decision 0088): files uploaded to
 * POST /api/admin/course-materials and links, saved in order with the content. Messages are
 * catalogue keys.
 */

/** What a stored material file is, by its content: the member's list names it so. */
export const MATERIAL_FILE_TYPES = ['pdf', 'spreadsheet', 'slides', 'document', 'image', 'zip'] as const;
export const materialFileTypeSchema = z.enum(MATERIAL_FILE_TYPES);
export type MaterialFileType = z.infer<typeof materialFileTypeSchema>;

const labelField = textField('courses.learning.validation.materialLabelRequired')
  .trim()
  .min(1, 'courses.learning.validation.materialLabelRequired')
  .max(COURSE_MATERIAL_LABEL_MAX, 'courses.learning.validation.materialLabelTooLong');

/** One material of a lesson in the content save: an uploaded file, or an https link with its label. */
export const lessonMaterialInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('file'),
      fileId: recordIdField('courses.learning.validation.materialFileInvalid'),
    }),
    z.strictObject({
      kind: z.literal('link'),
      label: labelField,
      url: textField('courses.learning.validation.materialUrlInvalid')
        .trim()
        .max(COURSE_MATERIAL_URL_MAX, 'courses.learning.validation.materialUrlInvalid')
        .refine((url) => httpsUrlOf(url) !== null, 'courses.learning.validation.materialUrlInvalid'),
    }),
  ],
  { error: 'courses.learning.validation.materialFileInvalid' },
);
export type LessonMaterialInput = z.input<typeof lessonMaterialInputSchema>;

/** A material as the editor shows it. */
export const editorMaterialSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('file'),
    fileId: z.string(),
    name: z.string(),
    type: materialFileTypeSchema,
    sizeBytes: z.number().int(),
  }),
  z.object({ kind: z.literal('link'), label: z.string(), url: z.string() }),
]);
export type EditorMaterial = z.infer<typeof editorMaterialSchema>;

/** A material as the member's player lists it: files are downloaded from `url` (GET, the lesson's access rules). */
export const playerMaterialSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('file'),
    name: z.string(),
    type: materialFileTypeSchema,
    sizeBytes: z.number().int(),
    url: z.string(),
  }),
  z.object({ kind: z.literal('link'), label: z.string(), url: z.string() }),
]);
export type PlayerMaterial = z.infer<typeof playerMaterialSchema>;

/** POST /api/admin/course-materials: the stored file, to put in a lesson as {kind:'file', fileId}. */
export const courseMaterialUploadSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  type: materialFileTypeSchema,
  sizeBytes: z.number().int(),
});
export type CourseMaterialUpload = z.infer<typeof courseMaterialUploadSchema>;

export const lessonMaterialParamsSchema = z.object({
  lessonId: recordIdField('courses.validation.idInvalid'),
  fileId: recordIdField('courses.validation.idInvalid'),
});
