import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** The lesson topics created before forum_topics.by_academy existed are the academy's too. */
export function academyLessonTopics() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`update forum_topics set by_academy = true
        where id in (select topic_id from lesson_question_topics)`.execute(db);
    },
    async down(): Promise<void> {},
  };
}
