import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import { nowDefault, timestampType } from '../../db/migration-helpers.js';

/**
 * The claim table of scheduled jobs (docs/decisions/0035): whichever instance inserts (job, slot)
 * runs that slot; a claim whose run never finished can be taken again once its lease is over.
 */
export function jobRuns(kind: DatabaseKind) {
  const timestamp = sql.raw(timestampType(kind));
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create table job_runs (
        job text not null,
        slot text not null,
        claimed_at ${timestamp} not null default ${nowDefault(kind)},
        finished_at ${timestamp},
        attempts integer not null default 1,
        primary key (job, slot)
      )`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop table job_runs`.execute(db);
    },
  };
}
