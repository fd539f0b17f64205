import type { Kysely, SqlBool, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

const courseColumns = [
  'c.id',
  'c.title',
  'c.description',
  'c.category',
  'c.thumbnail_url',
  'c.is_active',
  'c.position',
  'c.module_count',
  'c.lesson_count',
  'c.created_at',
  'c.updated_at',
  'c.published_at',
] as const;

export async function findCourse(db: Db, id: number) {
  return db.selectFrom('courses as c').select(courseColumns).where('c.id', '=', id).executeTakeFirst();
}
export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

/** `like` pattern of a text anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A page of courses by their order (position, id). `activeOnly` for the catalogue; `search` is
 * already folded (no accents, lower case) and matched anywhere in the folded title.
 */
export async function listCourses(
  db: Db,
  options: { activeOnly: boolean; search: string | null; after: readonly [number, number] | null; limit: number },
): Promise<CourseRow[]> {
  let query = db.selectFrom('courses as c').select(courseColumns);
  if (options.activeOnly) query = query.where('c.is_active', '=', true);
  if (options.search !== null) {
    query = query.where(sql<SqlBool>`c.search_title like ${containsPattern(options.search)} escape '\\'`);
  }
  if (options.after) {
    const [position, id] = options.after;
    query = query.where(sql<SqlBool>`(c.position, c.id) > (${position}, ${id})`);
  }
  return query.orderBy('c.position').orderBy('c.id').limit(options.limit).execute();
}

export async function countActiveCourses(db: Db): Promise<number> {
  const row = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countCourses(db: Db): Promise<number> {
  const row = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's completed lessons on each of the courses. */
export async function completedCounts(db: Db, userId: string, courseIds: number[]): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('lesson_progress')
    .select(['course_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .where('completed_at', 'is not', null)
    .groupBy('course_id')
    .execute();
  return new Map(rows.map((row) => [row.course_id, Number(row.n)]));
}

export interface NewCourse {
  title: string;
  search_title: string;
  description: string;
  category: string;
  is_active: boolean;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A new course goes after every other one. */
export async function insertCourse(db: Db, course: NewCourse): Promise<number> {
  const last = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  const row = await db
    .insertInto('courses')
    .values({ ...course, position: Number(last?.position ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCourse(
  db: Db,
  id: number,
  changes: Partial<{
    title: string;
    search_title: string;
    description: string;
    category: string;
    thumbnail_url: string | null;
    is_active: boolean;
    module_count: number;
    lesson_count: number;
    updated_at: Date;
  }>,
): Promise<void> {
  await db.updateTable('courses').set(changes).where('id', '=', id).execute();
}

/** Activating for the first time sets published_at; later activations keep it. */
export async function setCourseActive(db: Db, id: number, isActive: boolean, at: Date): Promise<void> {
  await db
    .updateTable('courses')
    .set({
      is_active: isActive,
      updated_at: at,
      ...(isActive ? { published_at: sql<Date>`coalesce(published_at, ${at})` } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Deletes the course; its modules, lessons and everyone's progress go with it (cascade). */
export async function deleteCourse(db: Db, id: number): Promise<void> {
  await db.deleteFrom('courses').where('id', '=', id).execute();
}

export async function listModules(db: Db, courseId: number) {
  return db
    .selectFrom('course_modules')
    .select(['id', 'title', 'position'])
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
    .select(['l.id', 'l.module_id', 'l.course_id', 'l.title', 'c.title as course_title', 'c.is_active'])
    .where('l.id', '=', lessonId)
    .executeTakeFirst();
}

/** The forum topic of a lesson's 'Dúvidas da aula', if it has one. */
export async function findLessonQuestionTopic(db: Db, lessonId: number): Promise<number | null> {
  const row = await db
    .selectFrom('lesson_question_topics')
    .select('topic_id')
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  return row ? Number(row.topic_id) : null;
}

/** Links a lesson to its topic; false when another request linked it first (the unique lesson). */
export async function linkLessonQuestionTopic(db: Db, lessonId: number, topicId: number): Promise<boolean> {
  const row = await db
    .insertInto('lesson_question_topics')
    .values({ lesson_id: lessonId, topic_id: topicId })
    .onConflict((oc) => oc.column('lesson_id').doNothing())
    .returning('lesson_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** One member's progress rows on one course. */
export async function progressOnCourse(db: Db, userId: string, courseId: number) {
  return db
    .selectFrom('lesson_progress')
    .select(['lesson_id', 'completed_at', 'position_seconds', 'updated_at'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
}
export type ProgressRow = Awaited<ReturnType<typeof progressOnCourse>>[number];

/** Records where the member is in the lesson and adds the seconds watched since the last report. */
export async function savePosition(
  db: Db,
  row: { userId: string; lessonId: number; courseId: number; positionSeconds: number; delta: number; at: Date },
) {
  return db
    .insertInto('lesson_progress')
    .values({
      user_id: row.userId,
      lesson_id: row.lessonId,
      course_id: row.courseId,
      completed_at: null,
      position_seconds: row.positionSeconds,
      seconds_watched: row.delta,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'lesson_id']).doUpdateSet({
        position_seconds: row.positionSeconds,
        seconds_watched: sql<number>`lesson_progress.seconds_watched + ${row.delta}`,
        updated_at: row.at,
      }),
    )
    .returning(['position_seconds', 'seconds_watched'])
    .executeTakeFirstOrThrow();
}

/** Marks the lesson completed (keeping the first completion time while it stays completed). */
export async function markCompleted(db: Db, row: { userId: string; lessonId: number; courseId: number; at: Date }) {
  await db
    .insertInto('lesson_progress')
    .values({
      user_id: row.userId,
      lesson_id: row.lessonId,
      course_id: row.courseId,
      completed_at: row.at,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'lesson_id']).doUpdateSet({
        completed_at: sql<Date>`coalesce(lesson_progress.completed_at, ${row.at})`,
        updated_at: row.at,
      }),
    )
    .execute();
}

export async function markNotCompleted(db: Db, userId: string, lessonId: number, at: Date): Promise<void> {
  await db
    .updateTable('lesson_progress')
    .set({ completed_at: null, updated_at: at })
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .execute();
}

/**
 * The active courses the member has started and not finished, most recently studied first,
 * with the completed count and the last study time.
 */
export async function coursesInProgress(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('lesson_progress as p')
    .innerJoin('courses as c', 'c.id', 'p.course_id')
    .select([
      'c.id',
      'c.title',
      'c.category',
      'c.thumbnail_url',
      'c.lesson_count',
      (eb) => eb.fn.max('p.updated_at').as('last_studied_at'),
      (eb) => eb.fn.count<number | string>('p.completed_at').as('completed'),
    ])
    .where('p.user_id', '=', userId)
    .where('c.is_active', '=', true)
    .groupBy(['c.id', 'c.title', 'c.category', 'c.thumbnail_url', 'c.lesson_count'])
    .having((eb) => eb(eb.fn.count('p.completed_at'), '<', eb.ref('c.lesson_count')))
    .orderBy('last_studied_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

// --- Content (the editor's save, always inside the caller's transaction) ---

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

export async function insertModule(db: Db, courseId: number, title: string, position: number): Promise<number> {
  const row = await db
    .insertInto('course_modules')
    .values({ course_id: courseId, title, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateModule(db: Db, id: number, title: string, position: number): Promise<void> {
  await db.updateTable('course_modules').set({ title, position }).where('id', '=', id).execute();
}

export interface LessonValues {
  module_id: number;
  course_id: number;
  title: string;
  /** foldAccentsAndCase(title): the top bar's search. */
  search_title: string;
  description_md: string;
  video_kind: string;
  video_url: string | null;
  video_file_id: number | null;
  duration_seconds: number;
  position: number;
}

export async function insertLesson(db: Db, lesson: LessonValues): Promise<number> {
  const row = await db.insertInto('course_lessons').values(lesson).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLesson(db: Db, id: number, lesson: LessonValues): Promise<void> {
  await db.updateTable('course_lessons').set(lesson).where('id', '=', id).execute();
}

/** The course's lesson ids and modules in the course's order (no texts): for resume and "next lesson". */
export async function lessonOrder(db: Db, courseId: number) {
  return lessonsInOrder(db, courseId).select(['l.id', 'l.module_id']).execute();
}

export async function accountsExist(db: Db): Promise<boolean> {
  return (await db.selectFrom('user').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Active courses whose folded title holds every term (the top bar's search), in the catalogue's order. */
export function findActiveCoursesByTitle(db: Db, terms: readonly string[], limit: number) {
  let query = db.selectFrom('courses').select(['id', 'title', 'category']).where('is_active', '=', true);
  // Terms are letters and digits only, so nothing in them is a LIKE wildcard.
  for (const term of terms) query = query.where('search_title', 'like', `%${term}%`);
  return query.orderBy('position').orderBy('id').limit(limit).execute();
}

/**
 * Lessons of active courses whose folded title holds every term (the top bar's search), with their
 * course's title, in the catalogue's order and the course's order.
 */
export function findActiveLessonsByTitle(db: Db, terms: readonly string[], limit: number) {
  let query = db
    .selectFrom('course_lessons as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .innerJoin('course_modules as m', 'm.id', 'l.module_id')
    .select(['l.id', 'l.title', 'l.course_id', 'c.title as course_title'])
    .where('c.is_active', '=', true);
  // Terms are letters and digits only, so nothing in them is a LIKE wildcard.
  for (const term of terms) query = query.where('l.search_title', 'like', `%${term}%`);
  return query
    .orderBy('c.position')
    .orderBy('c.id')
    .orderBy('m.position')
    .orderBy('m.id')
    .orderBy('l.position')
    .orderBy('l.id')
    .limit(limit)
    .execute();
}
