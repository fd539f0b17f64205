import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

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
