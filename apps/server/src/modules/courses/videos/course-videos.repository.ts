import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { precompiled } from '../../../db/precompiled.js';
import type { Database } from '../../../db/schema.js';
import type { CourseVideosTable } from '../courses.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewCourseVideo {
  storage_key: string;
  mime_type: CourseVideosTable['mime_type'];
  size_bytes: number;
  duration_seconds: number | null;
  original_name: string;
  created_by: string | null;
  created_at: Date;
}

export async function insertCourseVideo(db: Db, video: NewCourseVideo): Promise<number> {
  const row = await db.insertInto('course_videos').values(video).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const SERVED_COLUMNS = ['id', 'storage_key', 'mime_type', 'size_bytes', 'created_at'] as const;

/** Serving a range is a hot path: both reads are compiled once (db/precompiled.ts). */
const videoById = precompiled((db, p: { id: number }) =>
  db.selectFrom('course_videos').select(SERVED_COLUMNS).where('id', '=', p.id),
);

const watchableVideoById = precompiled((db, p: { id: number }) =>
  db
    .selectFrom('course_videos')
    .select(SERVED_COLUMNS)
    .where('id', '=', p.id)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('course_lessons')
          .innerJoin('courses', 'courses.id', 'course_lessons.course_id')
          .select('course_lessons.id')
          .where('course_lessons.video_file_id', '=', p.id)
          // A literal, not a parameter: SQLite's direct reads bind no booleans.
          .where('courses.is_active', '=', sql.lit(true)),
      ),
    ),
);

/** What serving a video needs: where it is, its type and size, and when it was stored (its validator). */
export function findCourseVideo(db: Db, id: number) {
  return videoById.first(db, { id });
}

/** The video, when a lesson of an active course uses it: what a member with the courses permission may watch. */
export function findWatchableCourseVideo(db: Db, id: number) {
  return watchableVideoById.first(db, { id });
}

/** The uploaded videos the course's lessons use. */
export async function videoIdsOfCourse(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('course_lessons')
    .select('video_file_id')
    .distinct()
    .where('course_id', '=', courseId)
    .where('video_file_id', 'is not', null)
    .execute();
  return rows.map((row) => Number(row.video_file_id));
}

/**
 * Deletes the video's row when no lesson uses it, in one statement; its storage key when it did.
 * A lesson written meanwhile that names it makes the foreign key refuse the delete.
 */
export async function deleteUnusedVideo(db: Db, id: number): Promise<string | null> {
  const row = await db
    .deleteFrom('course_videos')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('course_lessons').select('course_lessons.id').where('course_lessons.video_file_id', '=', id)),
      ),
    )
    .returning('storage_key')
    .executeTakeFirst();
  return row?.storage_key ?? null;
}

/** Videos stored before `before` that no lesson uses (uploads the editor never saved, or left behind). */
export async function unusedVideoIds(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('course_videos as v')
    .select('v.id')
    .where('v.created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('course_lessons as l').select('l.id').whereRef('l.video_file_id', '=', 'v.id'))),
    )
    .orderBy('v.id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}
