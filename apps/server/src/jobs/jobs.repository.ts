import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

/**
 * Claims (job, slot) for this instance: true when the row was inserted now, or when an earlier claim
 * never finished and its lease ran out (that run crashed), false when another run holds or did it.
 * Both are single statements, so two instances racing for a slot cannot both win.
 */
export async function claimJobSlot(db: Db, job: string, slot: string, at: Date, leaseMs: number): Promise<boolean> {
  const inserted = await db
    .insertInto('job_runs')
    .values({ job, slot, claimed_at: at, finished_at: null, attempts: 1 })
    .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return true;
  const retaken = await db
    .updateTable('job_runs')
    .set((eb) => ({ claimed_at: at, attempts: eb('attempts', '+', 1) }))
    .where('job', '=', job)
    .where('slot', '=', slot)
    .where('finished_at', 'is', null)
    .where('claimed_at', '<', new Date(at.getTime() - leaseMs))
    .executeTakeFirst();
  return Number(retaken.numUpdatedRows) > 0;
}

export async function finishJobSlot(db: Db, job: string, slot: string, at: Date): Promise<void> {
  await db.updateTable('job_runs').set({ finished_at: at }).where('job', '=', job).where('slot', '=', slot).execute();
}

/** Gives a failed run's slot back, so the next tick (here or on another instance) tries it again. */
export async function releaseJobSlot(db: Db, job: string, slot: string): Promise<void> {
  await db
    .deleteFrom('job_runs')
    .where('job', '=', job)
    .where('slot', '=', slot)
    .where('finished_at', 'is', null)
    .execute();
}

/** Finished claims older than the cutoff: the table keeps a few weeks of history, not years. */
export async function deleteJobRunsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('job_runs')
    .where('claimed_at', '<', cutoff)
    .where('finished_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
