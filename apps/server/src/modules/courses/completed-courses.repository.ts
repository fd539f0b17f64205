import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The active courses a member completed: every lesson of the course marked completed (a course with
 * no lessons is never complete), most recently finished first, at most `limit`.
 */
export function completedCourses(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('lesson_progress as lp')
    .innerJoin('courses as c', 'c.id', 'lp.course_id')
    .select(['c.id', 'c.title', 'c.thumbnail_url', (eb) => eb.fn.max('lp.completed_at').as('finished_at')])
    .where('lp.user_id', '=', userId)
    .where('lp.completed_at', 'is not', null)
    .where('c.is_active', '=', true)
    .where('c.lesson_count', '>', 0)
    .groupBy(['c.id', 'c.title', 'c.thumbnail_url', 'c.lesson_count'])
    .having((eb) => eb(eb.fn.countAll(), '=', eb.ref('c.lesson_count')))
    .orderBy('finished_at', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}
