import { AI_ATTACHMENT_SWEEP_MINUTES } from '@blivion/shared';
import type { ServerModule } from '../../server-module.js';
import { scheduleJob } from '../../jobs/scheduler.js';
import { aiFilesRoutes } from './ai-files.routes.js';
import { aiFilesAttachments } from './migrations/20261124-0535-ai-files-attachments.js';
import { sweepAttachments } from './sweep.js';

export const ATTACHMENT_SWEEP_JOB = 'ai-files.sweep';

/** The sweep's slot: the UTC quarter of an hour a tick falls in ('2026-11-24T05:45'). */
export function attachmentSweepSlot(at: Date): string {
  const every = AI_ATTACHMENT_SWEEP_MINUTES * 60_000;
  return new Date(at.getTime() - (at.getTime() % every)).toISOString().slice(0, 16);
}

/** The AI lab's files: attachments and generated images (issue 15, docs/decisions/0042-ai-files.md). */
export const aiFilesModule: ServerModule = {
  name: 'ai-files',
  routes: [{ plugin: aiFilesRoutes, prefix: '/api/ai' }],
  migrations: {
    '20261124-0535-ai-files-attachments': aiFilesAttachments,
  },
  async onStart(app) {
    scheduleJob(app, {
      name: ATTACHMENT_SWEEP_JOB,
      cron: `*/${AI_ATTACHMENT_SWEEP_MINUTES} * * * *`,
      slotOf: attachmentSweepSlot,
      leaseMs: AI_ATTACHMENT_SWEEP_MINUTES * 60_000,
      async run(app) {
        const deleted = await sweepAttachments(app);
        if (deleted > 0) app.log.info({ deleted }, 'AI lab files nobody can reach any more deleted');
      },
    });
  },
};
