import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { createIndex, nowDefault, timestampType, withSerialId } from '../../../db/migration-helpers.js';

/**
 * Courses, their modules and lessons, and each member's lesson progress (issue 14,
 * docs/decisions/0030-courses-module.md). Deleting a course takes its modules, lessons and
 * everyone's progress on it (cascade); deleting a member takes their progress. Uploaded lesson
 * videos (course_videos) have their own migration, added by the video upload work.
 */
export function coursesTables(kind: DatabaseKind) {
  const timestamp = timestampType(kind);
  const now = nowDefault(kind);
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) => withSerialId(kind, table);
  const index = createIndex;

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('courses').ifNotExists())
        .addColumn('title', 'text', (col) => col.notNull())
        // The title folded to lower case without accents, for the catalogue's search.
        .addColumn('search_title', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        // '/uploads/<sha256>.<ext>', an image kept by the uploads module; null for no thumbnail.
        .addColumn('thumbnail_url', 'text')
        .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('position', 'integer', (col) => col.notNull())
        // Written with the content (one transaction), so lists never count lessons.
        .addColumn('module_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('lesson_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('published_at', timestamp)
        .addCheckConstraint(
          'courses_category_check',
          sql`category in ('marketing', 'dropshipping', 'ecommerce', 'socialmedia', 'languages', 'other')`,
        )
        .execute();
      await index(db, 'courses_order_idx', 'courses (position, id)');
      await index(db, 'courses_active_order_idx', 'courses (is_active, position, id)');
      await index(db, 'courses_thumbnail_idx', 'courses (thumbnail_url)');

      await withId(db.schema.createTable('course_modules').ifNotExists())
        .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .execute();
      await index(db, 'course_modules_course_idx', 'course_modules (course_id, position, id)');

      await withId(db.schema.createTable('course_lessons').ifNotExists())
        .addColumn('module_id', 'integer', (col) => col.notNull().references('course_modules.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description_md', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('video_kind', 'text', (col) => col.notNull().defaultTo('none'))
        .addColumn('video_url', 'text')
        // course_videos.id; its foreign key comes with the course_videos table.
        .addColumn('video_file_id', 'integer')
        .addColumn('duration_seconds', 'integer', (col) => col.notNull().defaultTo(0))
        // The order inside the module.
        .addColumn('position', 'integer', (col) => col.notNull())
        .addCheckConstraint(
          'course_lessons_video_kind_check',
          sql`video_kind in ('none', 'youtube', 'vimeo', 'url', 'file')`,
        )
        .execute();
      await index(db, 'course_lessons_module_idx', 'course_lessons (module_id, position, id)');
      await index(db, 'course_lessons_course_idx', 'course_lessons (course_id)');
      await index(db, 'course_lessons_video_file_idx', 'course_lessons (video_file_id)');

      await db.schema
        .createTable('lesson_progress')
        .ifNotExists()
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('lesson_id', 'integer', (col) => col.notNull().references('course_lessons.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('completed_at', timestamp)
        .addColumn('position_seconds', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('seconds_watched', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('updated_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('lesson_progress_pk', ['user_id', 'lesson_id'])
        .execute();
      // 'Resume' and the member's progress on a course; the lesson's own rows when it is deleted.
      await index(db, 'lesson_progress_resume_idx', 'lesson_progress (user_id, course_id, updated_at)');
      await index(db, 'lesson_progress_lesson_idx', 'lesson_progress (lesson_id)');
      await index(db, 'lesson_progress_course_idx', 'lesson_progress (course_id)');
    },

    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['lesson_progress', 'course_lessons', 'course_modules', 'courses']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
