import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Each rolling window's place of every member, stored when the window is rebuilt (decision 0137):
 * a 7- or 30-day page then reads a member's place with their row instead of counting the members
 * ahead. Null for the months and all time, whose places are counted.
 */
export function forumWindowRanks() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table forum_scores add column window_rank integer`.execute(db);
      // Windows built before this column: built again on their next read.
      await sql`update forum_score_windows set refreshed_at = null`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`alter table forum_scores drop column window_rank`.execute(db);
    },
  };
}
