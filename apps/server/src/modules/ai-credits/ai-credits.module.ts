import type { ServerModule } from '../../server-module.js';
import { scheduleJob } from '../../jobs/scheduler.js';
import { adminAiCreditsRoutes } from './admin-credits.routes.js';
import { aiCreditsRoutes } from './ai-credits.routes.js';
import { sweepExpiredHolds } from './credit-holds.js';
import { aiCreditsLedger } from './migrations/20261124-0534-ai-credits-ledger.js';

const SWEEP_EVERY_MINUTES = 5;
export const HOLD_SWEEP_JOB = 'ai-credits.expired-holds';

/** The sweep's slot: the UTC five minutes a tick falls in ('2026-11-24T05:35'). */
export function sweepSlot(at: Date): string {
  const slot = new Date(at.getTime() - (at.getTime() % (SWEEP_EVERY_MINUTES * 60_000)));
  return slot.toISOString().slice(0, 16);
}

/**
 * The AI lab's credit ledger (issue 15, docs/decisions/0038): balances, holds, allowances, caps.
 * ai-chat and ai-files reserve and settle through credit-holds.ts; every five minutes one instance
 * gives back the holds a crash left open.
 */
export const aiCreditsModule: ServerModule = {
  name: 'ai-credits',
  routes: [
    { plugin: aiCreditsRoutes, prefix: '/api/ai/credits' },
    { plugin: adminAiCreditsRoutes, prefix: '/api/admin/ai/credits' },
  ],
  migrations: { '20261124-0534-ai-credits-ledger': aiCreditsLedger },
  async onStart(app) {
    scheduleJob(app, {
      name: HOLD_SWEEP_JOB,
      cron: `*/${SWEEP_EVERY_MINUTES} * * * *`,
      slotOf: sweepSlot,
      leaseMs: SWEEP_EVERY_MINUTES * 60_000,
      async run(app) {
        const expired = await sweepExpiredHolds(app);
        if (expired > 0) app.log.info({ expired }, 'expired AI credit holds given back');
      },
    });
  },
};
