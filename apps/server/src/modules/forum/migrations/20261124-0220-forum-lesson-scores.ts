import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Learning counts in the ranking (docs/decisions/0032): forum_scores gains a counter of completed
 * lessons, and forum_lesson_scores remembers which lessons earned each member points, so a lesson
 * counts once however often it is completed again. The lesson id has no foreign key: the forum
 * knows no courses table, and points earned stay when a lesson is removed.
 */
export function forumLessonScores() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table forum_scores add column lessons integer not null default 0`.execute(db);
      await sql`create table forum_lesson_scores (
        user_id text not null references "user" (id) on delete cascade,
        lesson_id integer not null,
        period text not null,
        primary key (user_id, lesson_id)
      )`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop table forum_lesson_scores`.execute(db);
      await sql`alter table forum_scores drop column lessons`.execute(db);
    },
  };
}
