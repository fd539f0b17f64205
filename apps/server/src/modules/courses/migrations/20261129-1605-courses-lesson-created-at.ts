import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { timestampType } from '../../../db/migration-helpers.js';

/**
 * When each lesson was created, for the weekly digest's 'Aulas novas' (docs/decisions/0102). Lessons
 * created before keep null: they are not new. (SQLite cannot add a column defaulting to now.)
 */
export function lessonCreatedAt(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table course_lessons add column created_at ${sql.raw(timestampType(kind))}`.execute(db);
      await sql`create index course_lessons_created_idx on course_lessons (created_at)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop index course_lessons_created_idx`.execute(db);
      await sql`alter table course_lessons drop column created_at`.execute(db);
    },
  };
}
