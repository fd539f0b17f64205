import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The active courses a member completed: every lesson of the course marked completed (a course with
 * no lessons is never complete), most recently finished first, at most `limit`, with the code of
 * the certificate it issued the member, if any.
 */
export function completedCourses(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('lesson_progress as lp')
    .innerJoin('courses as c', 'c.id', 'lp.course_id')
    .leftJoin('course_certificates as cc', (join) =>
      join.onRef('cc.course_id', '=', 'c.id').on('cc.user_id', '=', userId),
    )
    .select([
      'c.id',
      'c.title',
      'c.thumbnail_url',
      'cc.code as certificate_code',
      (eb) => eb.fn.max('lp.completed_at').as('finished_at'),
    ])
    .where('lp.user_id', '=', userId)
    .where('lp.completed_at', 'is not', null)
    .where('c.is_active', '=', true)
    .where('c.lesson_count', '>', 0)
    .groupBy(['c.id', 'c.title', 'c.thumbnail_url', 'c.lesson_count', 'cc.code'])
    .having((eb) => eb(eb.fn.countAll(), '=', eb.ref('c.lesson_count')))
    .orderBy('finished_at', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}
