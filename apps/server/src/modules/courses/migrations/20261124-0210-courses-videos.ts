import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { nowDefault, timestampType, withSerialId } from '../../../db/migration-helpers.js';

/**
 * Lesson videos uploaded to the server (docs/decisions/0031-lesson-videos.md): one row per stored
 * file, named in the upload storage by `storage_key`, served by GET /api/course-videos/:videoId.
 * Deleting the administrator who uploaded it keeps the video. course_lessons.video_file_id must
 * name a stored video, and a video a lesson uses cannot be deleted: a foreign key on PostgreSQL;
 * on SQLite, which cannot add one to an existing table, triggers that refuse the same writes.
 */
export function courseVideos(kind: DatabaseKind) {
  const pg = kind === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withSerialId(kind, db.schema.createTable('course_videos').ifNotExists())
        .addColumn('storage_key', 'text', (col) => col.notNull().unique())
        .addColumn('mime_type', 'text', (col) => col.notNull())
        .addColumn('size_bytes', 'bigint', (col) => col.notNull())
        .addColumn('duration_seconds', 'integer')
        .addColumn('original_name', 'text', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.references('user.id').onDelete('set null'))
        .addColumn('created_at', timestampType(kind), (col) => col.notNull().defaultTo(nowDefault(kind)))
        .addCheckConstraint('course_videos_mime_type_check', sql`mime_type in ('video/mp4', 'video/webm')`)
        .addCheckConstraint('course_videos_size_check', sql`size_bytes > 0`)
        .addCheckConstraint('course_videos_duration_check', sql`duration_seconds is null or duration_seconds >= 0`)
        .execute();

      if (pg) {
        await sql`alter table course_lessons add constraint course_lessons_video_file_fk
          foreign key (video_file_id) references course_videos (id)`.execute(db);
        return;
      }
      const missingVideo = sql.raw(
        `when new.video_file_id is not null and not exists (select 1 from course_videos where id = new.video_file_id)
         begin select raise(abort, 'FOREIGN KEY constraint failed'); end`,
      );
      await sql`create trigger if not exists course_lessons_video_file_insert before insert on course_lessons ${missingVideo}`.execute(
        db,
      );
      await sql`create trigger if not exists course_lessons_video_file_update before update of video_file_id on course_lessons ${missingVideo}`.execute(
        db,
      );
      await sql`create trigger if not exists course_videos_in_use_delete before delete on course_videos
        when exists (select 1 from course_lessons where video_file_id = old.id)
        begin select raise(abort, 'FOREIGN KEY constraint failed'); end`.execute(db);
    },

    async down(db: Kysely<unknown>): Promise<void> {
      if (pg) {
        await sql`alter table course_lessons drop constraint if exists course_lessons_video_file_fk`.execute(db);
      } else {
        for (const trigger of [
          'course_lessons_video_file_insert',
          'course_lessons_video_file_update',
          'course_videos_in_use_delete',
        ]) {
          await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
        }
      }
      await db.schema.dropTable('course_videos').ifExists().execute();
    },
  };
}
