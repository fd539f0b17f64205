import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';

/**
 * PostgreSQL only: a trigram index (pg_trgm, GIN) on the lessons' folded titles, so the top bar's
 * `like '%word%'` finds the few matching lessons without comparing all 50,000 titles (decision
 * 0058). pg_trgm ships with PostgreSQL and is a trusted extension, but a server without it (or a
 * role that may not create it) keeps the search working by the scan: the attempt runs in a
 * savepoint, so its failure does not undo the other migrations of this start. The operator class
 * is named with the extension's schema, which may not be on this schema's search path.
 * SQLite keeps course_lessons_search_idx (decision 0046).
 */
export function lessonSearchTrigram(kind: DatabaseKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (kind !== 'postgres') return;
      await sql`savepoint lesson_search_trigram`.execute(db);
      try {
        await sql`create extension if not exists pg_trgm`.execute(db);
        const { rows } = await sql<{ schema: string }>`
          select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
          where e.extname = 'pg_trgm'`.execute(db);
        await sql`create index if not exists course_lessons_search_trgm_idx on course_lessons
          using gin (search_title ${sql.id(rows[0]!.schema)}.gin_trgm_ops)`.execute(db);
        await sql`release savepoint lesson_search_trigram`.execute(db);
      } catch {
        await sql`rollback to savepoint lesson_search_trigram`.execute(db);
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      // The extension stays: other databases' objects in this database may use it.
      if (kind === 'postgres') await sql`drop index if exists course_lessons_search_trgm_idx`.execute(db);
    },
  };
}
