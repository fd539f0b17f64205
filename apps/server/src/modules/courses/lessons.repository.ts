import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function listModules(db: Db, courseId: number) {
  return db
    .selectFrom('course_modules')
    .select(['id', 'title', 'position', 'release_kind', 'release_days', 'release_date'])
    .where('course_id', '=', courseId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type ModuleRow = Awaited<ReturnType<typeof listModules>>[number];

/**
 * The course's lessons in the course's order: by module, then inside the module. The condition on
 * the module's course lets PostgreSQL read the course's modules by course_modules_course_idx
 * instead of hashing every module (bench/README.md, item 8).
 */
function lessonsInOrder(db: Db, courseId: number) {
  return db
    .selectFrom('course_lessons as l')
    .innerJoin('course_modules as m', 'm.id', 'l.module_id')
    .where('l.course_id', '=', courseId)
    .where('m.course_id', '=', courseId)
    .orderBy('m.position')
    .orderBy('m.id')
    .orderBy('l.position')
    .orderBy('l.id');
}

export async function listLessons(db: Db, courseId: number) {
  return lessonsInOrder(db, courseId)
    .select([
      'l.id',
      'l.module_id',
      'l.title',
      'l.description_md',
      'l.video_kind',
      'l.video_url',
      'l.video_file_id',
      'l.duration_seconds',
    ])
    .execute();
}
export type LessonRow = Awaited<ReturnType<typeof listLessons>>[number];

/** A lesson with what decides who may see it: its course and whether the course is active. */
export async function findLesson(db: Db, lessonId: number) {
  return db
    .selectFrom('course_lessons as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .innerJoin('course_modules as m', 'm.id', 'l.module_id')
    .select([
      'l.id',
      'l.module_id',
      'l.course_id',
      'l.title',
      'c.title as course_title',
      'c.is_active',
      'm.release_kind',
      'm.release_days',
      'm.release_date',
    ])
    .where('l.id', '=', lessonId)
    .executeTakeFirst();
}

/** The course's lessons (id, module, title, duration) in the course's order: for resume and "next lesson". */
export async function lessonOrder(db: Db, courseId: number) {
  return lessonsInOrder(db, courseId).select(['l.id', 'l.module_id', 'l.title', 'l.duration_seconds']).execute();
}

/**
 * Above this many lessons whose title holds the terms, the search walks the catalogue's order
 * instead of sorting the matches (decision 0058).
 */
export const LESSON_SEARCH_CANDIDATES = 500;

/**
 * Lessons of active courses whose folded title holds every term (the top bar's search), with their
 * course's title, in the catalogue's order and the course's order. First the matching ids, at most
 * one more than `candidates` (PostgreSQL finds them by course_lessons_search_trgm_idx, SQLite by
 * scanning course_lessons_search_idx). As few as that are joined and sorted whole; more mean a word
 * in many titles, whose first matches the catalogue's order reaches soon (decision 0058).
 */
export async function findActiveLessonsByTitle(
  db: Db,
  terms: readonly string[],
  limit: number,
  candidates = LESSON_SEARCH_CANDIDATES,
) {
  let matching = db.selectFrom('course_lessons').select('id');
  // Terms are letters and digits only, so nothing in them is a LIKE wildcard.
  for (const term of terms) matching = matching.where('search_title', 'like', `%${term}%`);
  const ids = (await matching.limit(candidates + 1).execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  return ids.length <= candidates ? sortMatches(db, ids, limit) : walkCatalogue(db, terms, limit);
}

/**
 * The first of a few matching lessons in the catalogue's order. Materialized and sorted apart from
 * the joins: with a LIMIT beside them, PostgreSQL walks every course in order looking for the few.
 * The active courses are kept outside too: inside, SQLite read every active course for the ids.
 */
function sortMatches(db: Db, ids: number[], limit: number) {
  return db
    .with(
      (cte) => cte('hits').materialized(),
      (qb) =>
        qb
          .selectFrom('course_lessons as l')
          .innerJoin('courses as c', 'c.id', 'l.course_id')
          .innerJoin('course_modules as m', 'm.id', 'l.module_id')
          .select([
            'l.id',
            'l.title',
            'l.course_id',
            'c.title as course_title',
            'c.is_active as course_active',
            'c.position as course_position',
            'm.position as module_position',
            'l.module_id',
            'l.position',
          ])
          .where('l.id', 'in', ids),
    )
    .selectFrom('hits')
    .select(['id', 'title', 'course_id', 'course_title'])
    .where('course_active', '=', true)
    .orderBy('course_position')
    .orderBy('course_id')
    .orderBy('module_position')
    .orderBy('module_id')
    .orderBy('position')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Many matches: the courses in order, each course's lessons by course_lessons_search_idx, until
 * `limit` match. Two reads: the ids from the index alone, then the titles of those few (selecting
 * the title in the same read made SQLite read every row, decision 0046).
 */
async function walkCatalogue(db: Db, terms: readonly string[], limit: number) {
  let matching = db
    .selectFrom('course_lessons as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .innerJoin('course_modules as m', 'm.id', 'l.module_id')
    .select('l.id')
    .where('c.is_active', '=', true);
  for (const term of terms) matching = matching.where('l.search_title', 'like', `%${term}%`);
  const ids = (
    await matching
      .orderBy('c.position')
      .orderBy('c.id')
      .orderBy('m.position')
      .orderBy('m.id')
      .orderBy('l.position')
      .orderBy('l.id')
      .limit(limit)
      .execute()
  ).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('course_lessons as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select(['l.id', 'l.title', 'l.course_id', 'c.title as course_title'])
    .where('l.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
