import type { ServerModule } from '../server-module.js';
import { deleteJobRunsBefore } from './jobs.repository.js';
import { jobRuns } from './migrations/20261124-0600-jobs-runs.js';
import { scheduleJob, stopJobs, utcDaySlot } from './scheduler.js';

const HISTORY_DAYS = 90;

/** Scheduled jobs that run once per slot across every instance (docs/decisions/0035-scheduled-jobs-and-sealed-secrets.md). */
export const jobsModule: ServerModule = {
  name: 'jobs',
  migrations: { '20261124-0600-jobs-runs': jobRuns },
  async onStart(app) {
    scheduleJob(app, {
      name: 'jobs.forget-old-runs',
      cron: '17 4 * * *',
      slotOf: utcDaySlot,
      async run(app, _slot, at) {
        await deleteJobRunsBefore(app.database.db, new Date(at.getTime() - HISTORY_DAYS * 86_400_000));
      },
    });
  },
  onStop: stopJobs,
};
