import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { createIndex, timestampType } from '../../../db/migration-helpers.js';

/**
 * 'Minhas anotações' (issue 32, decision 0090): one private note per member and lesson. Deleting
 * the member or the lesson deletes the note; course_id is the lesson's, for the list by course.
 */
export function lessonNotes(kind: DatabaseKind) {
  const timestamp = timestampType(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('lesson_notes')
        .ifNotExists()
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('lesson_id', 'integer', (col) => col.notNull().references('course_lessons.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('lesson_notes_pk', ['user_id', 'lesson_id'])
        .execute();
      await createIndex(db, 'lesson_notes_member_course_idx', 'lesson_notes (user_id, course_id)');
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('lesson_notes').ifExists().execute();
    },
  };
}
