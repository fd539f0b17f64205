import { z } from 'zod';
import { LESSON_NOTE_MAX } from '../limits.js';
import { textField } from './fields.js';

/**
 * 'Minhas anotações' (issue 32, decision 0090): one private note per member and lesson, plain text;
 * '[mm:ss]' or '[h:mm:ss]' in it is a moment of the lesson's video the player seeks to.
 */

/** PUT /api/lessons/:lessonId/note: the whole note as typed; '' deletes it. */
export const lessonNoteInputSchema = z.strictObject({
  body: textField('courses.learning.validation.noteInvalid').max(
    LESSON_NOTE_MAX,
    'courses.learning.validation.noteTooLong',
  ),
});
export type LessonNoteInput = z.input<typeof lessonNoteInputSchema>;

export const lessonNoteSchema = z.object({
  lessonId: z.string(),
  body: z.string(),
  /** ISO 8601; null when the member has no note on the lesson. */
  updatedAt: z.string().nullable(),
});
export type LessonNote = z.infer<typeof lessonNoteSchema>;

/** GET /api/notes: the member's notes, by course (most recently written first), lessons in the course's order. */
export const memberNotesSchema = z.object({
  courses: z.array(
    z.object({
      courseId: z.string(),
      courseTitle: z.string(),
      notes: z.array(
        z.object({
          lessonId: z.string(),
          lessonTitle: z.string(),
          moduleTitle: z.string(),
          body: z.string(),
          updatedAt: z.string(),
        }),
      ),
    }),
  ),
});
export type MemberNotes = z.infer<typeof memberNotesSchema>;

export { NOTE_TIMESTAMP_PATTERN, secondsOfNoteTimestamp } from '../note-timestamps.js';
