import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { repliedByOthersBetween } from '../forum/index.js';

type Db = Kysely<Database>;

/** Lessons created in [from, to) in active courses, oldest first. */
export function lessonsCreatedBetween(db: Db, from: Date, to: Date, limit: number) {
  return db
    .selectFrom('course_lessons as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select(['l.id', 'l.title', 'l.course_id', 'c.title as course_title'])
    .where('c.is_active', '=', true)
    .where('l.created_at', '>=', from)
    .where('l.created_at', '<', to)
    .orderBy('l.created_at')
    .orderBy('l.id')
    .limit(limit)
    .execute();
}

/** Lessons the member watched whose 'Dúvidas da aula' topic got a reply from someone else in [from, to). */
export function lessonsWithQuestionsBetween(db: Db, userId: string, from: Date, to: Date, limit: number) {
  return db
    .selectFrom('lesson_progress as p')
    .innerJoin('lesson_question_topics as q', 'q.lesson_id', 'p.lesson_id')
    .innerJoin('course_lessons as l', 'l.id', 'p.lesson_id')
    .select(['l.id', 'l.title', 'l.course_id'])
    .where('p.user_id', '=', userId)
    .where(repliedByOthersBetween(db, 'q.topic_id', { memberId: userId, from, to }))
    .groupBy(['l.id', 'l.title', 'l.course_id'])
    .orderBy('l.id')
    .limit(limit)
    .execute();
}
