import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { CourseVideosTable } from '../courses.tables.js';

type Db = Kysely<Database>;

export interface NewCourseVideo {
  storage_key: string;
  mime_type: CourseVideosTable['mime_type'];
  size_bytes: number;
  duration_seconds: number | null;
  original_name: string;
  created_by: string | null;
}

export async function insertCourseVideo(db: Db, video: NewCourseVideo): Promise<number> {
  const row = await db.insertInto('course_videos').values(video).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** What serving a video needs: where it is, its type and size, and when it was stored (its validator). */
export async function findCourseVideo(db: Db, id: number) {
  return db
    .selectFrom('course_videos')
    .select(['id', 'storage_key', 'mime_type', 'size_bytes', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The video, when a lesson of an active course uses it: what a member with the courses permission may watch. */
export async function findWatchableCourseVideo(db: Db, id: number) {
  return db
    .selectFrom('course_videos')
    .select(['id', 'storage_key', 'mime_type', 'size_bytes', 'created_at'])
    .where('id', '=', id)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('course_lessons')
          .innerJoin('courses', 'courses.id', 'course_lessons.course_id')
          .select('course_lessons.id')
          .where('course_lessons.video_file_id', '=', id)
          .where('courses.is_active', '=', true),
      ),
    )
    .executeTakeFirst();
}
