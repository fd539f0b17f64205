import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The content editor's save: always inside the caller's transaction. */
type Db = Kysely<Database> | Transaction<Database>;

export async function moduleIdsOf(db: Db, courseId: number): Promise<number[]> {
  const rows = await db.selectFrom('course_modules').select('id').where('course_id', '=', courseId).execute();
  return rows.map((row) => row.id);
}

export async function lessonIdsOf(db: Db, courseId: number): Promise<number[]> {
  const rows = await db.selectFrom('course_lessons').select('id').where('course_id', '=', courseId).execute();
  return rows.map((row) => row.id);
}

/** Deletes the lessons (and their progress, cascade) that the new content left out. */
export async function deleteLessonsExcept(db: Db, courseId: number, keep: number[]): Promise<void> {
  let query = db.deleteFrom('course_lessons').where('course_id', '=', courseId);
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  await query.execute();
}

/** Deletes the modules the new content left out (once the lessons kept have moved out of them). */
export async function deleteModulesExcept(db: Db, courseId: number, keep: number[]): Promise<void> {
  let query = db.deleteFrom('course_modules').where('course_id', '=', courseId);
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  await query.execute();
}

/** A module's schedule columns (release/release-rules.ts). */
export interface ModuleRelease {
  release_kind: string;
  release_days: number | null;
  release_date: string | null;
}

export async function insertModule(
  db: Db,
  courseId: number,
  title: string,
  position: number,
  release: ModuleRelease,
): Promise<number> {
  const row = await db
    .insertInto('course_modules')
    .values({ course_id: courseId, title, position, ...release })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateModule(
  db: Db,
  id: number,
  title: string,
  position: number,
  release: ModuleRelease,
): Promise<void> {
  await db
    .updateTable('course_modules')
    .set({ title, position, ...release })
    .where('id', '=', id)
    .execute();
}

export interface LessonValues {
  module_id: number;
  course_id: number;
  title: string;
  /** foldText(title): the top bar's search. */
  search_title: string;
  description_md: string;
  video_kind: string;
  video_url: string | null;
  video_file_id: number | null;
  duration_seconds: number;
  position: number;
}

/** A new lesson, created at `at` (the weekly digest's 'Aulas novas', decision 0102). */
export async function insertLesson(db: Db, lesson: LessonValues, at: Date): Promise<number> {
  const row = await db
    .insertInto('course_lessons')
    .values({ ...lesson, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLesson(db: Db, id: number, lesson: LessonValues): Promise<void> {
  await db.updateTable('course_lessons').set(lesson).where('id', '=', id).execute();
}
