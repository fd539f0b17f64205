import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { excerptOf } from '../../../markdown/excerpt.js';

const BATCH = 1_000;

/**
 * The plain-text excerpt of each topic, written with the topic (topics.repository.ts) instead of
 * computed from its Markdown on every list (bench/README.md, item 1). Existing topics are filled in
 * here, a thousand at a time.
 */
export function forumExcerpts() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table forum_topics add column excerpt text not null default ''`.execute(db);
      let after = 0;
      for (;;) {
        const { rows } = await sql<{ id: number; content: string }>`
          select id, content from forum_topics where id > ${after} order by id limit ${BATCH}`.execute(db);
        if (rows.length === 0) break;
        for (const row of rows) {
          await sql`update forum_topics set excerpt = ${excerptOf(row.content)} where id = ${row.id}`.execute(db);
        }
        after = Number(rows[rows.length - 1]!.id);
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`alter table forum_topics drop column excerpt`.execute(db);
    },
  };
}
