import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A topic the academy wrote, not a member (a lesson's 'Dúvidas da aula', decision 0032): the forum
 * shows the academy as its author instead of 'Membro removido'. Its author_id stays null.
 */
export function forumAcademyTopics() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table forum_topics add column by_academy boolean not null default false`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`alter table forum_topics drop column by_academy`.execute(db);
    },
  };
}
