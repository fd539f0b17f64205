import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createIndex } from '../../../db/migration-helpers.js';

/**
 * The top bar's lesson search reads every lesson's folded title when few or none match (a `like
 * '%word%'` no index can seek). This index holds, per course, the folded title with the module and
 * position the results are ordered by, so the search reads it instead of the lessons' rows and their
 * descriptions (bench/README.md item 8, decision 0046).
 */
export function lessonSearchIndex() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await createIndex(
        db,
        'course_lessons_search_idx',
        'course_lessons (course_id, search_title, module_id, position)',
      );
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop index if exists course_lessons_search_idx`.execute(db);
    },
  };
}
