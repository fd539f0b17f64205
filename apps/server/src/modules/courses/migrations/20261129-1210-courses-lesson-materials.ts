import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { createIndex, nowDefault, timestampType, withSerialId } from '../../../db/migration-helpers.js';

/**
 * Lesson materials (issue 32, decision 0088). `course_material_files` are the uploaded files (like
 * course_videos: stored under a random name, kept while a lesson uses them); `lesson_materials` are
 * a lesson's materials in order, a file or a link with its label, rewritten by each content save.
 * A lesson deleted takes its materials; a file a material names cannot be deleted (restrict).
 */
export function lessonMaterials(kind: DatabaseKind) {
  const timestamp = timestampType(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withSerialId(kind, db.schema.createTable('course_material_files').ifNotExists())
        .addColumn('storage_key', 'text', (col) => col.notNull().unique())
        .addColumn('file_type', 'text', (col) => col.notNull())
        .addColumn('mime_type', 'text', (col) => col.notNull())
        .addColumn('size_bytes', 'bigint', (col) => col.notNull())
        .addColumn('original_name', 'text', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.references('user.id').onDelete('set null'))
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(nowDefault(kind)))
        .addCheckConstraint(
          'course_material_files_type_check',
          sql`file_type in ('pdf', 'spreadsheet', 'slides', 'document', 'image', 'zip')`,
        )
        .execute();
      await createIndex(db, 'course_material_files_created_idx', 'course_material_files (created_at, id)');

      await withSerialId(kind, db.schema.createTable('lesson_materials').ifNotExists())
        .addColumn('lesson_id', 'integer', (col) => col.notNull().references('course_lessons.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('file_id', 'integer', (col) => col.references('course_material_files.id').onDelete('restrict'))
        .addColumn('label', 'text')
        .addColumn('url', 'text')
        .addCheckConstraint(
          'lesson_materials_kind_check',
          sql`(file_id is not null and url is null) or (file_id is null and url is not null and label is not null)`,
        )
        .execute();
      await createIndex(db, 'lesson_materials_lesson_idx', 'lesson_materials (lesson_id, position)');
      await createIndex(db, 'lesson_materials_file_idx', 'lesson_materials (file_id)');
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('lesson_materials').ifExists().execute();
      await db.schema.dropTable('course_material_files').ifExists().execute();
    },
  };
}
