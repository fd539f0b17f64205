import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';

/**
 * 'Dúvidas da aula' (decision 0032): each lesson's forum topic, one row per lesson. The unique
 * lesson makes concurrent first uses create one topic. A topic deleted by a moderator takes its
 * row (the next visit creates a new one); a deleted lesson takes its row and leaves the topic.
 */
export function lessonQuestionTopics(_kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('lesson_question_topics')
        .ifNotExists()
        .addColumn('lesson_id', 'integer', (col) =>
          col.primaryKey().references('course_lessons.id').onDelete('cascade'),
        )
        .addColumn('topic_id', 'integer', (col) =>
          col.notNull().unique().references('forum_topics.id').onDelete('cascade'),
        )
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('lesson_question_topics').ifExists().execute();
    },
  };
}
