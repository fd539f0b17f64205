import { foldText } from '@blivion/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

const BATCH = 1_000;

/**
 * The lesson's title folded to lower case without accents (foldText, as the courses'
 * search_title), written by the content save, for the top bar's search (decision 0032). Existing
 * lessons are filled in here, a thousand at a time, with the same folding.
 */
export function lessonSearchTitle() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table course_lessons add column search_title text not null default ''`.execute(db);
      let after = 0;
      for (;;) {
        const { rows } = await sql<{ id: number; title: string }>`
          select id, title from course_lessons where id > ${after} order by id limit ${BATCH}`.execute(db);
        if (rows.length === 0) break;
        for (const row of rows) {
          await sql`update course_lessons set search_title = ${foldText(row.title)} where id = ${row.id}`.execute(db);
        }
        after = Number(rows[rows.length - 1]!.id);
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`alter table course_lessons drop column search_title`.execute(db);
    },
  };
}
