import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Level-gated courses (docs/decisions/0126): the community level (1 … 9, the forum ranking's) a
 * member needs to open a course; 1, every member with access, for the courses that exist.
 */
export function courseMinLevel() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table courses add column min_level integer not null default 1`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`alter table courses drop column min_level`.execute(db);
    },
  };
}
