import type { Timestamp } from '../db/column-types.js';

/** One row per scheduled job and slot (a day, an hour): the claim that makes a slot run once. */
export interface JobRunsTable {
  job: string;
  slot: string;
  claimed_at: Timestamp;
  finished_at: Timestamp | null;
  attempts: number;
}

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface JobsTables {
  job_runs: JobRunsTable;
}
