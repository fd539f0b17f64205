import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { claimJobSlot, finishJobSlot, releaseJobSlot } from './jobs.repository.js';

/** A job that runs once per slot (a day, an hour) whatever the number of app instances (decision 0035). */
export interface JobDefinition {
  /** Unique, '<module>.<what>', e.g. 'adspy.daily-snapshots'. */
  readonly name: string;
  /** When this instance looks for work: a croner pattern read in UTC, e.g. '7 * * * *'. */
  readonly cron: string;
  /** The slot a tick at `at` belongs to, e.g. the UTC day: every tick of one slot after the first finds it claimed. */
  readonly slotOf: (at: Date) => string;
  readonly run: (app: FastifyInstance, slot: string, at: Date) => Promise<void>;
  /** How long an unfinished claim (its instance died) holds the slot before another may take it. */
  readonly leaseMs?: number;
  /** Tick once at start, so a slot missed while no instance ran is caught up (default true). */
  readonly runAtStart?: boolean;
}

export type JobOutcome = 'ran' | 'claimed-elsewhere' | 'failed';

interface Scheduler {
  readonly jobs: Map<string, JobDefinition>;
  readonly timers: Cron[];
  readonly running: Set<Promise<JobOutcome>>;
  stopped: boolean;
}

const DEFAULT_LEASE_MS = 30 * 60 * 1000;
const schedulers = new WeakMap<FastifyInstance, Scheduler>();

function schedulerOf(app: FastifyInstance): Scheduler {
  let scheduler = schedulers.get(app);
  if (!scheduler) {
    scheduler = { jobs: new Map(), timers: [], running: new Set(), stopped: false };
    schedulers.set(app, scheduler);
  }
  return scheduler;
}

/**
 * Registers a job from a module's onStart (once per name; again is a no-op). Its timer runs only when SCHEDULED_JOBS is on (the
 * default; tests turn it off and call runJobSlot); the jobs module stops every timer at shutdown.
 */
export function scheduleJob(app: FastifyInstance, job: JobDefinition): void {
  const scheduler = schedulerOf(app);
  // onStart runs again when start-up is repeated on one app (tests): the job is already there.
  if (scheduler.jobs.has(job.name)) return;
  scheduler.jobs.set(job.name, job);
  if (!app.config.scheduledJobs || scheduler.stopped) return;
  const tick = () => {
    if (!scheduler.stopped) void track(scheduler, runSlot(app, job, app.clock.now()));
  };
  scheduler.timers.push(new Cron(job.cron, { timezone: 'UTC', unref: true, protect: true }, tick));
  if (job.runAtStart ?? true) tick();
}

/** Runs the slot that `at` belongs to, unless it is claimed already (tests, and the timers' ticks). */
export async function runJobSlot(app: FastifyInstance, name: string, at: Date = app.clock.now()): Promise<JobOutcome> {
  const scheduler = schedulerOf(app);
  const job = scheduler.jobs.get(name);
  if (!job) throw new Error(`job ${name} is not scheduled`);
  return track(scheduler, runSlot(app, job, at));
}

/** Stops the timers and waits for runs in progress, before the database closes. */
export async function stopJobs(app: FastifyInstance): Promise<void> {
  const scheduler = schedulers.get(app);
  if (!scheduler) return;
  scheduler.stopped = true;
  for (const timer of scheduler.timers.splice(0)) timer.stop();
  await Promise.allSettled([...scheduler.running]);
}

function track(scheduler: Scheduler, run: Promise<JobOutcome>): Promise<JobOutcome> {
  scheduler.running.add(run);
  void run.finally(() => scheduler.running.delete(run));
  return run;
}

async function runSlot(app: FastifyInstance, job: JobDefinition, at: Date): Promise<JobOutcome> {
  const db = app.database.db;
  const slot = job.slotOf(at);
  try {
    if (!(await claimJobSlot(db, job.name, slot, app.clock.now(), job.leaseMs ?? DEFAULT_LEASE_MS))) {
      return 'claimed-elsewhere';
    }
  } catch (err) {
    app.log.error({ err, job: job.name, slot }, 'scheduled job could not be claimed');
    return 'failed';
  }
  try {
    await job.run(app, slot, at);
    await finishJobSlot(db, job.name, slot, app.clock.now());
    return 'ran';
  } catch (err) {
    app.log.error({ err, job: job.name, slot }, 'scheduled job failed; its slot is released for the next tick');
    await releaseJobSlot(db, job.name, slot).catch(() => {});
    return 'failed';
  }
}

/** The UTC day of a moment, 'yyyy-mm-dd': the slot of a daily job. */
export function utcDaySlot(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC hour of a moment, 'yyyy-mm-ddThh': the slot of an hourly job. */
export function utcHourSlot(at: Date): string {
  return at.toISOString().slice(0, 13);
}
