import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

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
